import { type Command, type Decider, DomainError } from '../command/decider.ts';
import { messages } from '../schemas/messages.ts';
import { disallowedTermsIn } from './disallowed-terms.ts';
import type { DesignContent, DesignSaved, LibraryEvent } from './library.events.ts';

export const maxDesigns = 3;
/** Textures still being generated for one user; more wait until one finishes. */
export const maxPendingTextures = 3;
export const maxTexturesPerDay = 50;
/** A texture still pending after this long was lost (say, its node died): it no longer holds a slot. */
export const staleTextureMs = 10 * 60_000;
const day = 86_400_000;

type TextureRecord = {
  readonly prompt: string;
  readonly flaggedTerms: readonly string[];
  readonly requestedAt: number;
  readonly status: 'pending' | 'ready' | 'failed';
  readonly url?: string;
};

export type SavedDesign = DesignSaved['data'];

export type LibraryState = {
  readonly textures: ReadonlyMap<string, TextureRecord>;
  readonly designs: ReadonlyMap<string, SavedDesign>;
  readonly submittedDesignId: string | undefined;
};

export type RequestTexture = Command<'RequestTexture', { textureId: string; prompt: string; stylePreset: string }>;
export type CompleteTexture = Command<'CompleteTexture', { textureId: string; url: string }>;
export type FailTexture = Command<'FailTexture', { textureId: string; message: string }>;
export type SaveDesign = Command<'SaveDesign', DesignContent & { designId: string }>;
export type DeleteDesign = Command<'DeleteDesign', { designId: string }>;
export type SubmitDesign = Command<'SubmitDesign', { designId: string }>;
export type ReturnSubmission = Command<'ReturnSubmission', { designId: string; comments: string }>;
export type LibraryCommand =
  | RequestTexture
  | CompleteTexture
  | FailTexture
  | SaveDesign
  | DeleteDesign
  | SubmitDesign
  | ReturnSubmission;

export const libraryErrors = {
  pendingLimit: 'Espera a que terminen de generarse tus texturas antes de pedir otra.',
  dailyLimit: 'Alcanzaste el límite de texturas por hoy. Inténtalo de nuevo mañana.',
  foreignTexture: 'Solo puedes usar texturas generadas en tu estudio.',
  designNotFound: 'El diseño no existe en tu biblioteca.',
  submittedCannotBeDeleted: 'Un diseño enviado no se puede eliminar.',
  submissionIsFinal: 'Ya enviaste un diseño; el envío no se puede cambiar.',
} as const;

const alreadySubmitted = () => new DomainError('library.submitted', messages.errors.alreadySubmitted, 409);

function requestTexture(command: RequestTexture, state: LibraryState): LibraryEvent {
  if (state.submittedDesignId) throw alreadySubmitted();
  const textures = [...state.textures.values()];
  const inProgress = textures.filter(
    (texture) => texture.status === 'pending' && texture.requestedAt > command.metadata.now - staleTextureMs,
  );
  if (inProgress.length >= maxPendingTextures) {
    throw new DomainError('library.pending-limit', libraryErrors.pendingLimit, 429);
  }
  const since = command.metadata.now - day;
  if (textures.filter((texture) => texture.requestedAt > since).length >= maxTexturesPerDay) {
    throw new DomainError('library.daily-limit', libraryErrors.dailyLimit, 429);
  }
  const { textureId, prompt, stylePreset } = command.data;
  return {
    type: 'TextureRequested',
    data: { textureId, prompt, stylePreset, flaggedTerms: disallowedTermsIn(prompt), at: command.metadata.now },
  };
}

// A job that runs twice (pg-boss retries after a crash) settles its texture once.
function settleTexture(command: CompleteTexture | FailTexture, state: LibraryState): LibraryEvent[] {
  if (state.textures.get(command.data.textureId)?.status !== 'pending') return [];
  const at = command.metadata.now;
  return command.type === 'CompleteTexture'
    ? [{ type: 'TextureGenerated', data: { ...command.data, at } }]
    : [{ type: 'TextureGenerationFailed', data: { ...command.data, at } }];
}

function saveDesign(command: SaveDesign, state: LibraryState): LibraryEvent {
  if (state.submittedDesignId) throw alreadySubmitted();
  if (state.designs.size >= maxDesigns) throw new DomainError('library.full', messages.errors.libraryFull, 409);
  const byUrl = new Map([...state.textures.values()].filter((t) => t.url).map((t) => [t.url, t]));
  const used = command.data.glbState.map((entry) => byUrl.get(entry.texture));
  if (used.some((texture) => texture === undefined)) {
    throw new DomainError('library.foreign-texture', libraryErrors.foreignTexture, 422);
  }
  const badPrompts = [...new Set(used.filter((t) => t!.flaggedTerms.length > 0).map((t) => t!.prompt))];
  return { type: 'DesignSaved', data: { ...command.data, badPrompts, at: command.metadata.now } };
}

function deleteDesign(command: DeleteDesign, state: LibraryState): LibraryEvent {
  const { designId } = command.data;
  if (!state.designs.has(designId)) throw new DomainError('library.not-found', libraryErrors.designNotFound, 404);
  if (state.submittedDesignId === designId) {
    throw new DomainError('library.submitted-undeletable', libraryErrors.submittedCannotBeDeleted, 409);
  }
  return { type: 'DesignDeleted', data: { designId, at: command.metadata.now } };
}

// Submitting the submitted design again changes nothing, so a retried request can finish its work.
function submitDesign(command: SubmitDesign, state: LibraryState): LibraryEvent[] {
  const { designId } = command.data;
  if (!state.designs.has(designId)) throw new DomainError('library.not-found', libraryErrors.designNotFound, 404);
  if (state.submittedDesignId === designId) return [];
  if (state.submittedDesignId) throw new DomainError('library.submission-final', libraryErrors.submissionIsFinal, 409);
  return [{ type: 'DesignSubmitted', data: { designId, at: command.metadata.now } }];
}

// Only the submitted design can be handed back, once: a retried give-back finds nothing to return.
function returnSubmission(command: ReturnSubmission, state: LibraryState): LibraryEvent[] {
  if (state.submittedDesignId !== command.data.designId) return [];
  return [{ type: 'SubmissionReturned', data: { ...command.data, at: command.metadata.now } }];
}

function withTexture(state: LibraryState, id: string, change: Partial<TextureRecord>): LibraryState {
  const texture = state.textures.get(id);
  if (!texture) return state;
  return { ...state, textures: new Map(state.textures).set(id, { ...texture, ...change }) };
}

function evolve(state: LibraryState, event: LibraryEvent): LibraryState {
  switch (event.type) {
    case 'TextureRequested': {
      const { textureId, prompt, flaggedTerms, at } = event.data;
      const texture: TextureRecord = { prompt, flaggedTerms, requestedAt: at, status: 'pending' };
      return { ...state, textures: new Map(state.textures).set(textureId, texture) };
    }
    case 'TextureGenerated':
      return withTexture(state, event.data.textureId, { status: 'ready', url: event.data.url });
    case 'TextureGenerationFailed':
      return withTexture(state, event.data.textureId, { status: 'failed' });
    case 'DesignSaved':
      return { ...state, designs: new Map(state.designs).set(event.data.designId, event.data) };
    case 'DesignDeleted': {
      const designs = new Map(state.designs);
      designs.delete(event.data.designId);
      return { ...state, designs };
    }
    case 'DesignSubmitted':
      return { ...state, submittedDesignId: event.data.designId };
    case 'SubmissionReturned':
      return { ...state, submittedDesignId: undefined };
  }
}

export const libraryDecider: Decider<LibraryState, LibraryCommand, LibraryEvent> = {
  initialState: () => ({ textures: new Map(), designs: new Map(), submittedDesignId: undefined }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'RequestTexture':
        return requestTexture(command, state);
      case 'CompleteTexture':
      case 'FailTexture':
        return settleTexture(command, state);
      case 'SaveDesign':
        return saveDesign(command, state);
      case 'DeleteDesign':
        return deleteDesign(command, state);
      case 'SubmitDesign':
        return submitDesign(command, state);
      case 'ReturnSubmission':
        return returnSubmission(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as Command).type}`);
      }
    }
  },
};
