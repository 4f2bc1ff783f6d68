import { describe, expect, it } from 'vitest';
import { DomainError } from '../command/decider.ts';
import type { GlbStateEntry } from '../schemas/design.ts';
import { messages } from '../schemas/messages.ts';
import {
  type LibraryCommand,
  libraryDecider,
  libraryErrors,
  maxPendingTextures,
  maxTexturesPerDay,
  staleTextureMs,
} from './library.decider.ts';
import type { LibraryEvent } from './library.events.ts';

const now = Date.UTC(2026, 5, 20, 12);
const hour = 3_600_000;

const given = (events: LibraryEvent[]) => events.reduce(libraryDecider.evolve, libraryDecider.initialState());
const when = (command: LibraryCommand, events: LibraryEvent[] = []) => libraryDecider.decide(command, given(events));

describe('library', () => {
  describe('textures', () => {
    it('should request a texture and mark the disallowed words of its prompt', () => {
      expect(when(requestTexture('t1', 'Llamas rojas con una pistola'))).toEqual({
        type: 'TextureRequested',
        data: {
          textureId: 't1',
          prompt: 'Llamas rojas con una pistola',
          stylePreset: 'tile-texture',
          flaggedTerms: ['pistola'],
          at: now,
        },
      });
    });

    it('should refuse more textures while three are still being generated', () => {
      const pending = Array.from({ length: maxPendingTextures }, (_, i) => textureRequested(`t${i}`));
      expect(() => when(requestTexture('next'), pending)).toThrow(libraryErrors.pendingLimit);
      expect(when(requestTexture('next'), [...pending, textureGenerated('t0')])).toMatchObject({
        type: 'TextureRequested',
      });
    });

    it('should not count a texture lost long ago as in progress', () => {
      const lost = Array.from({ length: maxPendingTextures }, (_, i) =>
        textureRequested(`t${i}`, 'olas', now - staleTextureMs - 1),
      );
      expect(when(requestTexture('next'), lost)).toMatchObject({ type: 'TextureRequested' });
    });

    it('should refuse textures beyond the daily limit and allow them again a day later', () => {
      const today = Array.from({ length: maxTexturesPerDay }, (_, i) => [
        textureRequested(`t${i}`, 'olas', now - hour),
        textureGenerated(`t${i}`),
      ]).flat();
      expect(() => when(requestTexture('next'), today)).toThrow(libraryErrors.dailyLimit);
      const tomorrow = { ...requestTexture('next'), metadata: { now: now + 24 * hour } };
      expect(when(tomorrow, today)).toMatchObject({ type: 'TextureRequested' });
    });

    it('should settle a texture once, however often its job reports', () => {
      const complete: LibraryCommand = {
        type: 'CompleteTexture',
        data: { textureId: 't1', url: urlOf('t1') },
        metadata: { now },
      };
      expect(when(complete, [textureRequested('t1')])).toEqual([textureGenerated('t1')]);
      expect(when(complete, [textureRequested('t1'), textureGenerated('t1')])).toEqual([]);
      const fail: LibraryCommand = { type: 'FailTexture', data: { textureId: 't1', message: 'x' }, metadata: { now } };
      expect(when(fail, [textureRequested('t1')])).toEqual([
        { type: 'TextureGenerationFailed', data: { textureId: 't1', message: 'x', at: now } },
      ]);
    });
  });

  describe('designs', () => {
    const textures = [
      textureRequested('t1', 'flores azules'),
      textureGenerated('t1'),
      textureRequested('t2', 'sangre y calaveras'),
      textureGenerated('t2'),
    ];

    it('should save a design painted with its own textures, listing the bad prompts it used', () => {
      expect(when(saveDesign('d1', ['t1', 't2']), textures)).toEqual({
        type: 'DesignSaved',
        data: { designId: 'd1', ...content(['t1', 't2']), badPrompts: ['sangre y calaveras'], at: now },
      });
    });

    it('should refuse a texture that is not one of the user’s', () => {
      const foreign: LibraryCommand = {
        type: 'SaveDesign',
        data: { designId: 'd1', ...content(['someone-else']) },
        metadata: { now },
      };
      expect(() => when(foreign, textures)).toThrow(libraryErrors.foreignTexture);
    });

    it('should refuse a fourth design and accept it after one is deleted', () => {
      const three = [...textures, designSaved('d1'), designSaved('d2'), designSaved('d3')];
      expect(() => when(saveDesign('d4', ['t1']), three)).toThrow(
        new DomainError('library.full', messages.errors.libraryFull, 409),
      );
      const deleted: LibraryEvent = { type: 'DesignDeleted', data: { designId: 'd2', at: now } };
      expect(when(saveDesign('d4', ['t1']), [...three, deleted])).toMatchObject({ type: 'DesignSaved' });
    });

    it('should delete a saved design and refuse one it does not hold', () => {
      const saved = [...textures, designSaved('d1')];
      expect(when(deleteDesign('d1'), saved)).toEqual({ type: 'DesignDeleted', data: { designId: 'd1', at: now } });
      expect(() => when(deleteDesign('nope'), saved)).toThrow(libraryErrors.designNotFound);
    });
  });

  describe('when a design was submitted', () => {
    const submitted: LibraryEvent[] = [
      textureRequested('t1'),
      textureGenerated('t1'),
      designSaved('d1'),
      designSaved('d2'),
      { type: 'DesignSubmitted', data: { designId: 'd1', at: now } },
    ];

    it('should submit a saved design once', () => {
      expect(when(submitDesign('d1'), submitted.slice(0, 4))).toEqual([
        { type: 'DesignSubmitted', data: { designId: 'd1', at: now } },
      ]);
    });

    it('should answer the same submission again with nothing new', () => {
      expect(when(submitDesign('d1'), submitted)).toEqual([]);
    });

    it('should never change the submission', () => {
      expect(() => when(submitDesign('d2'), submitted)).toThrow(libraryErrors.submissionIsFinal);
    });

    it('should refuse to delete the submitted design but delete the others', () => {
      expect(() => when(deleteDesign('d1'), submitted)).toThrow(libraryErrors.submittedCannotBeDeleted);
      expect(when(deleteDesign('d2'), submitted)).toMatchObject({ type: 'DesignDeleted' });
    });

    it('should refuse new textures and new designs', () => {
      expect(() => when(requestTexture('t9'), submitted)).toThrow(messages.errors.alreadySubmitted);
      expect(() => when(saveDesign('d3', ['t1']), submitted)).toThrow(messages.errors.alreadySubmitted);
    });

    it('should hand the submission back with the moderator’s comment when asked for another try', () => {
      expect(when(returnSubmission('d1'), submitted)).toEqual([
        { type: 'SubmissionReturned', data: { designId: 'd1', comments: 'Cambia el título', at: now } },
      ]);
      expect(when(returnSubmission('d2'), submitted)).toEqual([]);
    });
  });

  describe('when the submission was handed back', () => {
    const returned: LibraryEvent[] = [
      textureRequested('t1'),
      textureGenerated('t1'),
      designSaved('d1'),
      designSaved('d2'),
      { type: 'DesignSubmitted', data: { designId: 'd1', at: now } },
      { type: 'SubmissionReturned', data: { designId: 'd1', comments: 'Cambia el título', at: now } },
    ];

    it('should allow one new submission, of the same design or another', () => {
      expect(when(submitDesign('d1'), returned)).toEqual([
        { type: 'DesignSubmitted', data: { designId: 'd1', at: now } },
      ]);
      expect(when(submitDesign('d2'), returned)).toEqual([
        { type: 'DesignSubmitted', data: { designId: 'd2', at: now } },
      ]);
    });

    it('should let the owner work in the studio again', () => {
      expect(when(requestTexture('t9'), returned)).toMatchObject({ type: 'TextureRequested' });
      expect(when(deleteDesign('d1'), returned)).toMatchObject({ type: 'DesignDeleted' });
    });

    it('should give back nothing more when asked again', () => {
      expect(when(returnSubmission('d1'), returned)).toEqual([]);
    });
  });
});

const urlOf = (textureId: string) => `/api/v1/uploads/texture/${textureId}.png`;

function requestTexture(textureId: string, prompt = 'olas del mar'): LibraryCommand {
  return { type: 'RequestTexture', data: { textureId, prompt, stylePreset: 'tile-texture' }, metadata: { now } };
}

function textureRequested(textureId: string, prompt = 'olas del mar', at = now): LibraryEvent {
  const flaggedTerms = prompt.includes('sangre') ? ['sangre'] : [];
  return { type: 'TextureRequested', data: { textureId, prompt, stylePreset: 'tile-texture', flaggedTerms, at } };
}

function textureGenerated(textureId: string): LibraryEvent {
  return { type: 'TextureGenerated', data: { textureId, url: urlOf(textureId), at: now } };
}

function entry(textureId: string, objectName: GlbStateEntry['objectName']): GlbStateEntry {
  return {
    objectName,
    texture: urlOf(textureId),
    map_details: { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 },
  };
}

function content(textureIds: string[]) {
  const panels = ['hood', 'roof', 'trunk'] as const;
  return {
    name: 'Mar de flores',
    description: 'Flores azules sobre el cofre',
    thumbnail: '/api/v1/uploads/thumbnail/x.jpg',
    images: ['/api/v1/uploads/thumbnail/x.jpg'],
    glbState: textureIds.map((id, i) => entry(id, panels[i]!)),
  };
}

function saveDesign(designId: string, textureIds: string[]): LibraryCommand {
  return { type: 'SaveDesign', data: { designId, ...content(textureIds) }, metadata: { now } };
}

function designSaved(designId: string): LibraryEvent {
  return { type: 'DesignSaved', data: { designId, ...content(['t1']), badPrompts: [], at: now } };
}

const deleteDesign = (designId: string): LibraryCommand => ({
  type: 'DeleteDesign',
  data: { designId },
  metadata: { now },
});
const returnSubmission = (designId: string): LibraryCommand => ({
  type: 'ReturnSubmission',
  data: { designId, comments: 'Cambia el título' },
  metadata: { now },
});
const submitDesign = (designId: string): LibraryCommand => ({
  type: 'SubmitDesign',
  data: { designId },
  metadata: { now },
});
