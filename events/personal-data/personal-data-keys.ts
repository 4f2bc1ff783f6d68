import type { Sealed } from '../identity/identity.events.ts';

/**
 * Whose key seals a piece of personal data. Accounts and contact messages have scopes of their
 * own, so a contact message never takes a row among the accounts' keys.
 */
export type KeyOwner = { readonly scope: 'account' | 'contact'; readonly id: string };

export const accountKey = (accountId: string): KeyOwner => ({ scope: 'account', id: accountId });
export const contactKey = (messageId: string): KeyOwner => ({ scope: 'contact', id: messageId });

/** What replays show in place of a person whose key was destroyed. */
export const erased = '[eliminado]';

/** Opens sealed data: all a projection needs. */
export type PersonalDataOpener = {
  /** The sealed value, or null once the owner's key has been destroyed. */
  open<T>(owner: KeyOwner, sealed: Sealed): Promise<T | null>;
};

// Personal data in events is sealed with a key per owner kept beside the log, never in it:
// commands seal, projections open, and destroying the key (when a deletion executes) leaves the
// events in place but makes the person unreadable on every later read and rebuild.
export type PersonalDataKeys = PersonalDataOpener & {
  seal(owner: KeyOwner, value: object): Promise<Sealed>;
  /** @public The deletion queue (#19) destroys the key when a deletion executes. */
  destroyKey(owner: KeyOwner, at: number): Promise<void>;
};
