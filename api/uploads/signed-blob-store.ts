import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where image bytes are kept: the app's disk, or an S3-compatible bucket. */
export type BlobStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
};

export type BlobStore = BlobStorage & {
  /** An address the browser may PUT exactly one file of `contentType` to until `expiresAt`. */
  signUpload(key: string, contentType: string, expiresAt: number): string;
  /** Where the stored file is read from. */
  publicUrl(key: string): string;
  verifyUpload(
    key: string,
    query: { expires?: string; type?: string; sig?: string },
    contentType: string | undefined,
    now: number,
  ): boolean;
};

export const uploadsPath = '/api/v1/uploads';
export const uploadKeyPattern = /^(thumbnail|profile)\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

// Uploads always come through the app, which checks the bytes before storing them; the addresses
// are signed with a secret every node shares, so any node accepts an upload another one signed.
export function signedBlobStore(storage: BlobStorage, secret: string): BlobStore {
  const signature = (key: string, expires: string, type: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${type}`).digest('base64url');
  return {
    ...storage,
    signUpload(key, contentType, expiresAt) {
      const expires = String(expiresAt);
      const query = new URLSearchParams({ expires, type: contentType, sig: signature(key, expires, contentType) });
      return `${uploadsPath}/${key}?${query}`;
    },
    publicUrl: (key) => `${uploadsPath}/${key}`,
    verifyUpload(key, { expires, type, sig }, contentType, now) {
      if (!expires || !type || !sig || type !== contentType || Number(expires) < now) return false;
      const expected = Buffer.from(signature(key, expires, type));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
