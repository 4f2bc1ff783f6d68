import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeBehaviour = 'image' | 'unauthorised' | 'moderated' | 'busy' | 'broken' | 'slow' | 'not-an-image';

export type ReceivedRequest = { path: string; authorization: string | undefined; fields: Record<string, string> };

/** A local server speaking Stability's generate contract (multipart in, image or JSON error out). */
export async function startFakeStability(behaviour: { current: FakeBehaviour }) {
  const received: ReceivedRequest[] = [];
  const image = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      fields: Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])),
    });
    const error = (status: number, name: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id: 'x', name, errors: [name] }));
    };
    switch (behaviour.current) {
      case 'image':
        response.writeHead(200, { 'Content-Type': 'image/png' });
        return response.end(image);
      case 'not-an-image':
        response.writeHead(200, { 'Content-Type': 'image/png' });
        return response.end('no soy una imagen');
      case 'unauthorised':
        return error(401, 'unauthorized');
      case 'moderated':
        return error(403, 'content_moderation');
      case 'busy':
        return error(429, 'rate_limit_exceeded');
      case 'broken':
        return error(500, 'internal_error');
      case 'slow':
        return setTimeout(() => response.writeHead(200).end(image), 5_000).unref();
    }
  };

  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
