import type { GlbStateEntry } from '../schemas/design.ts';

// library-{userId}: the textures a user generated, their designs (at most 3) and their one submission.
export type TextureRequested = {
  type: 'TextureRequested';
  data: { textureId: string; prompt: string; stylePreset: string; flaggedTerms: string[]; at: number };
};
export type TextureGenerated = { type: 'TextureGenerated'; data: { textureId: string; url: string; at: number } };
export type TextureGenerationFailed = {
  type: 'TextureGenerationFailed';
  data: { textureId: string; message: string; at: number };
};

export type DesignContent = {
  name: string;
  description: string;
  thumbnail: string;
  images: string[];
  glbState: GlbStateEntry[];
};

export type DesignSaved = {
  type: 'DesignSaved';
  data: DesignContent & { designId: string; badPrompts: string[]; at: number };
};
export type DesignDeleted = { type: 'DesignDeleted'; data: { designId: string; at: number } };
export type DesignSubmitted = { type: 'DesignSubmitted'; data: { designId: string; at: number } };
/** A moderator asked for another try (RETRY): the one submission is the owner's again, with the comment. */
export type SubmissionReturned = {
  type: 'SubmissionReturned';
  data: { designId: string; comments: string; at: number };
};

export type LibraryEvent =
  | TextureRequested
  | TextureGenerated
  | TextureGenerationFailed
  | DesignSaved
  | DesignDeleted
  | DesignSubmitted
  | SubmissionReturned;

export const libraryStreamId = (userId: string) => `library-${userId}`;
export const libraryStreamPrefix = 'library-';
