import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { s3BlobStorage } from './s3-blob-storage.ts';

// No S3 or MinIO runs here: a loopback endpoint that speaks the two calls we make checks the
// requests (path-style address, SigV4 signature headers, content type) and keeps the objects.
describe('S3 blob storage', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const requests: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      requests.push(request);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (request.method === 'PUT') {
        objects.set(request.url!, { bytes: Buffer.concat(chunks), type: request.headers['content-type']! });
        return void response.writeHead(200).end();
      }
      const object = objects.get(request.url!);
      if (!object) return void response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      response.writeHead(200, { 'Content-Type': object.type }).end(object.bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and gets objects by path-style address with SigV4-signed requests', async () => {
    const storage = s3BlobStorage({
      endpoint,
      region: 'us-east-1',
      bucket: 'contest-uploads',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    await storage.put('profile/abc.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(objects.get('/contest-uploads/profile/abc.png')).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      type: 'image/png',
    });
    expect(requests[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
    );
    expect(requests[0]!.headers['x-amz-content-sha256']).toEqual(expect.any(String));
    expect(await storage.get('profile/abc.png')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await storage.get('profile/missing.png')).toBeUndefined();
  });

  it('refuses to start with BLOB_STORE=s3 and no bucket settings, saying which are missing', () => {
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(
      'BLOB_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
