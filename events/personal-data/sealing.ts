import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sealed } from '../identity/identity.events.ts';

export const newKey = () => randomBytes(32);

/** AES-256-GCM with a fresh nonce per value: the tag makes a tampered value fail to open. */
export function sealWith(key: Buffer, value: object): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export function openWith<T>(key: Buffer, sealed: Sealed): T {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}
