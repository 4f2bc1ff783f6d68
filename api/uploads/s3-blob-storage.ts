import { AwsClient } from 'aws4fetch';
import type { BlobStorage } from './signed-blob-store.ts';

export type S3Settings = {
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly forcePathStyle: boolean;
};

/** Objects in an S3-compatible bucket (AWS S3, MinIO), signed with SigV4. */
export function s3BlobStorage(settings: S3Settings): BlobStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const endpoint = new URL(settings.endpoint);
  const objectUrl = (key: string) =>
    settings.forcePathStyle
      ? `${endpoint.origin}/${settings.bucket}/${key}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${key}`;
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${key} failed with ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
