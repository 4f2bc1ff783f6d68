import { z } from 'zod/mini';

export const storageKeys = {
  accessToken: 'accessToken',
  voteUserAccessToken: 'voteUserAccessToken',
  user: 'user',
  moderatorAccessToken: 'moderatorAccessToken',
  adminAccessToken: 'adminAccessToken',
  sharingInfo: 'sharingInfo',
  landingTour: 'landing-tour',
  valid: 'valid',
} as const;

// A field of an unexpected type is dropped instead of discarding the whole stored user.
const optionalText = z.catch(z.optional(z.string()), undefined);

export const storedUserSchema = z.looseObject({
  _id: z.string(),
  firstName: optionalText,
  lastName: optionalText,
  name: optionalText,
  email: optionalText,
  mobileNumber: optionalText,
  photo: z.catch(z.nullish(z.string()), null),
  role: optionalText,
  onboardingTour: z.catch(z.optional(z.boolean()), undefined),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const sharingInfoSchema = z.object({
  imageUrl: z.string(),
  description: z.string(),
  postId: z.string(),
  /** The TikTok upload form's title and privacy, for the return page that posts. */
  title: z.optional(z.string()),
  privacy: z.optional(z.string()),
});
export type SharingInfo = z.infer<typeof sharingInfoSchema>;

type Codec<T> = { parse: (raw: string) => T | null; serialize: (value: T) => string };

const text: Codec<string> = { parse: (raw) => raw || null, serialize: (value) => value };
const flag: Codec<boolean> = { parse: (raw) => raw === 'true', serialize: String };
const json = <T>(schema: z.ZodMiniType<T>): Codec<T> => ({
  parse: (raw) => {
    try {
      return schema.safeParse(JSON.parse(raw)).data ?? null;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(value),
});

type StoredValues = {
  [storageKeys.accessToken]: string;
  [storageKeys.voteUserAccessToken]: string;
  [storageKeys.user]: StoredUser;
  [storageKeys.moderatorAccessToken]: string;
  [storageKeys.adminAccessToken]: string;
  [storageKeys.sharingInfo]: SharingInfo;
  [storageKeys.landingTour]: boolean;
  [storageKeys.valid]: boolean;
};

export type StorageKey = keyof StoredValues;
export type StoredValue<K extends StorageKey> = StoredValues[K];

const codecs: { [K in StorageKey]: Codec<StoredValues[K]> } = {
  [storageKeys.accessToken]: text,
  [storageKeys.voteUserAccessToken]: text,
  [storageKeys.user]: json(storedUserSchema),
  [storageKeys.moderatorAccessToken]: text,
  [storageKeys.adminAccessToken]: text,
  [storageKeys.sharingInfo]: json(sharingInfoSchema),
  [storageKeys.landingTour]: flag,
  [storageKeys.valid]: flag,
};

export function isStorageKey(key: string): key is StorageKey {
  return Object.hasOwn(codecs, key);
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | null {
  const raw = browserStorage()?.getItem(key);
  if (raw == null) return null;
  return codecs[key].parse(raw);
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): void {
  browserStorage()?.setItem(key, codecs[key].serialize(value));
}

export function clearStorage(): void {
  browserStorage()?.clear();
}
