import { expect } from 'vitest';
import type { apiClient } from './api-client.ts';
import { solidPng } from './png.ts';

type Api = ReturnType<typeof apiClient>;

export const defaultPlacement = { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 };

/** Asks for a texture and waits (polling the list) until the worker has made it; its URL. */
export async function readyTexture(api: Api, token: string, prompt = 'olas azules del mar', style = 'tile-texture') {
  const asked = await api.post('/ai/generate', { prompt, style_preset: style }, token);
  expect(asked.status).toBe(202);
  const id = asked.body.data._id as string;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const listed = await api.get('/ai/generate', token);
    const texture = listed.body.data.data.find((t: { _id: string }) => t._id === id);
    if (texture?.status === 'ready') return texture.generatedImageUrl as string;
    if (texture?.status === 'failed') throw new Error(`texture ${id} failed: ${texture.message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`texture ${id} was not ready within 30 s`);
}

/** Uploads a thumbnail through a signed address, as the save modal does; its public URL. */
export async function uploadedThumbnail(baseUrl: string, api: Api, token: string): Promise<string> {
  const signed = await api.post('/user/signed-url', { content_type: 'image/png', module: 'thumbnail' }, token);
  const put = await fetch(`${baseUrl}${signed.body.data.signedUrl}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(solidPng(96, 54)),
  });
  expect(put.status).toBe(200);
  return signed.body.data.url as string;
}

/** A valid save request painting the hood (and optionally more parts) with `texture`. */
export function designBody(texture: string, thumbnail: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mar de Talavera',
    description: 'Olas azules sobre el cofre y el techo',
    thumbnail,
    images: [thumbnail],
    glbState: [
      { objectName: 'hood', texture, map_details: defaultPlacement },
      { objectName: 'roof', texture, map_details: defaultPlacement },
    ],
    ...overrides,
  };
}
