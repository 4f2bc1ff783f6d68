import type { TextureStyle } from '../../events/schemas/library.ts';
import { messages } from '../../events/schemas/messages.ts';

export type TextureRequest = { readonly prompt: string; readonly stylePreset: TextureStyle };

/** Makes one tileable texture for a prompt and style: PNG bytes, 1024 × 1024. */
export type TextureProvider = {
  readonly name: 'procedural' | 'stability';
  generate(request: TextureRequest): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** A generation that failed; `message` is what the user reads, `retryable` whether trying again may help. */
export class TextureGenerationError extends Error {
  readonly retryable: boolean;

  constructor(
    message: string = messages.errors.texturesFailed,
    options: { retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'TextureGenerationError';
    this.retryable = options.retryable ?? false;
  }
}
