import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { TextureGenerationError, type TextureProvider } from '../texture-provider.ts';
import { textureSize } from './procedural-texture.ts';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';

type Pending = { resolve(pixels: Uint8Array): void; reject(error: Error): void };

/** The offline provider: a pool of `workers` threads renders pixels, sharp encodes the PNG. */
export function proceduralProvider(workers = 2): TextureProvider {
  const pending = new Map<number, Pending>();
  const idle: Worker[] = [];
  const queue: { request: RenderRequest; pending: Pending }[] = [];
  let nextId = 1;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      pending.set(job.request.id, job.pending);
      worker.postMessage(job.request);
    }
  };
  const pool = Array.from({ length: workers }, () => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      idle.push(worker);
      if ('error' in answer) waiting?.reject(new TextureGenerationError(undefined, { cause: answer.error }));
      else waiting?.resolve(answer.pixels);
      dispatch();
    });
    idle.push(worker);
    return worker;
  });

  const render = (prompt: string, style: RenderRequest['style']) =>
    new Promise<Uint8Array>((resolve, reject) => {
      queue.push({ request: { id: nextId++, prompt, style }, pending: { resolve, reject } });
      dispatch();
    });

  return {
    name: 'procedural',
    async generate({ prompt, stylePreset }) {
      const pixels = await render(prompt, stylePreset);
      const raw = { width: textureSize, height: textureSize, channels: 3 } as const;
      return new Uint8Array(await sharp(pixels, { raw }).png({ compressionLevel: 6 }).toBuffer());
    },
    async close() {
      await Promise.all(pool.map((worker) => worker.terminate()));
    },
  };
}
