import type { StaffRole } from '../identity/identity.events.ts';

export type DeletableRole = 'user' | StaffRole;

// deletion-{accountId}: an admin queues an account's deletion; it runs 4 hours later unless revoked.
export type DeletionRequested = {
  type: 'DeletionRequested';
  data: { accountId: string; role: DeletableRole; requestedBy: string; at: number; executeAt: number };
};
export type DeletionRevoked = { type: 'DeletionRevoked'; data: { accountId: string; revokedBy: string; at: number } };
/** The account's designs left the gallery, its votes were withdrawn and its personal-data key destroyed. */
export type DeletionExecuted = { type: 'DeletionExecuted'; data: { accountId: string; at: number } };

export type DeletionEvent = DeletionRequested | DeletionRevoked | DeletionExecuted;

/** SPEC §9: user deletion delay. */
export const deletionDelayMs = 4 * 60 * 60_000;

export const deletionStreamId = (accountId: string) => `deletion-${accountId}`;
export const deletionStreamPrefix = 'deletion-';
