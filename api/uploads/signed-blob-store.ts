import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Where image bytes are kept: the app's disk, or an S3-compatible bucket. */
export type BlobStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
};

export type BlobStore = BlobStorage & {
  /** An address the browser may PUT one file of `contentType` to until `expiresAt`, on `owner`'s quota. */
  signUpload(key: string, contentType: string, expiresAt: number, owner: string): string;
  /** Where the stored file is read from. */
  publicUrl(key: string): string;
  /** The owner the address was signed for, when the signature, type and expiry hold. */
  verifyUpload(
    key: string,
    query: { expires?: string; type?: string; owner?: string; sig?: string },
    contentType: string | undefined,
    now: number,
  ): string | undefined;
  /** A fresh key in `module` whose name carries a signature of `ownerId`: designs may only use their owner's files. */
  ownedKey(module: string, ownerId: string, extension: string): string;
  ownedBy(key: string, ownerId: string): boolean;
};

export const uploadsPath = '/api/v1/uploads';
export const uploadKeyPattern = /^(thumbnail|profile|texture)\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

// Uploads always come through the app, which checks the bytes before storing them; the addresses
// are signed with a secret every node shares, so any node accepts an upload another one signed.
export function signedBlobStore(storage: BlobStorage, secret: string): BlobStore {
  const signature = (key: string, expires: string, type: string, owner: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${type}\n${owner}`).digest('base64url');
  const ownerTag = (ownerId: string, nonce: string) =>
    createHmac('sha256', secret).update(`owner\n${ownerId}\n${nonce}`).digest('hex').slice(0, 16);
  return {
    ...storage,
    ownedKey(module, ownerId, extension) {
      const nonce = randomBytes(8).toString('hex');
      const hex = nonce + ownerTag(ownerId, nonce);
      const id = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
      return `${module}/${id}.${extension}`;
    },
    ownedBy(key, ownerId) {
      const hex = /\/([0-9a-f-]{36})\./.exec(key)?.[1]?.replaceAll('-', '') ?? '';
      return hex.length === 32 && hex.slice(16) === ownerTag(ownerId, hex.slice(0, 16));
    },
    signUpload(key, contentType, expiresAt, owner) {
      const expires = String(expiresAt);
      const sig = signature(key, expires, contentType, owner);
      return `${uploadsPath}/${key}?${new URLSearchParams({ expires, type: contentType, owner, sig })}`;
    },
    publicUrl: (key) => `${uploadsPath}/${key}`,
    verifyUpload(key, { expires, type, owner, sig }, contentType, now) {
      if (!expires || !type || !owner || !sig || type !== contentType || Number(expires) < now) return undefined;
      const expected = Buffer.from(signature(key, expires, type, owner));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given) ? owner : undefined;
    },
  };
}
