import { parentPort } from 'node:worker_threads';
import type { TextureStyle } from '../../../events/schemas/library.ts';
import { renderTexture } from './procedural-texture.ts';

export type RenderRequest = { id: number; prompt: string; style: TextureStyle };
export type RenderAnswer = { id: number; pixels: Uint8Array } | { id: number; error: string };

// Pixels are computed off the main thread so that HTTP and sockets stay responsive meanwhile.
parentPort?.on('message', (request: RenderRequest) => {
  try {
    const pixels = renderTexture(request.prompt, request.style);
    parentPort!.postMessage({ id: request.id, pixels } satisfies RenderAnswer, [pixels.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: String(error) } satisfies RenderAnswer);
  }
});
