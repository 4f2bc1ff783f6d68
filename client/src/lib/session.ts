import { proxy } from 'valtio';
import { clearStorage, isStorageKey, readStored, type StoredUser, storageKeys, writeStored } from './storage.ts';

export type StaffRole = 'admin' | 'moderator';
export type TokenKind = 'user' | 'voter' | StaffRole | 'any';

export type SessionState = {
  user: StoredUser | null;
  hasUserToken: boolean;
  hasVoterToken: boolean;
  hasAdminToken: boolean;
  hasModeratorToken: boolean;
  role: StaffRole | null;
};

const tokenKeys = {
  user: storageKeys.accessToken,
  voter: storageKeys.voteUserAccessToken,
  admin: storageKeys.adminAccessToken,
  moderator: storageKeys.moderatorAccessToken,
} as const;

function readSession(): SessionState {
  const hasAdminToken = readStored(tokenKeys.admin) !== null;
  const hasModeratorToken = readStored(tokenKeys.moderator) !== null;
  return {
    user: readStored(storageKeys.user),
    hasUserToken: readStored(tokenKeys.user) !== null,
    hasVoterToken: readStored(tokenKeys.voter) !== null,
    hasAdminToken,
    hasModeratorToken,
    role: hasModeratorToken ? 'moderator' : hasAdminToken ? 'admin' : null,
  };
}

export const session = proxy<SessionState>(readSession());

export function syncSession(): void {
  Object.assign(session, readSession());
}

export function isUserLoggedIn(state: Pick<SessionState, 'user' | 'hasUserToken'>): boolean {
  return state.hasUserToken && state.user !== null;
}

export function tokenFor(kind: TokenKind): string | null {
  if (kind === 'any') return readStored(tokenKeys.user) ?? readStored(tokenKeys.voter);
  return readStored(tokenKeys[kind]);
}

export function startUserSession(token: string, user: StoredUser): void {
  writeStored(tokenKeys.user, token);
  writeStored(storageKeys.user, user);
  syncSession();
}

export function updateStoredUser(user: StoredUser): void {
  writeStored(storageKeys.user, user);
  syncSession();
}

/** @public The voting-user flow of the gallery (#18) starts this session. */
export function startVoterSession(token: string): void {
  writeStored(tokenKeys.voter, token);
  syncSession();
}

export function startStaffSession(role: StaffRole, token: string): void {
  writeStored(tokenKeys[role], token);
  syncSession();
}

export function logout(): void {
  const tour = session.role === null ? readStored(storageKeys.landingTour) : null;
  clearStorage();
  if (tour !== null) writeStored(storageKeys.landingTour, tour);
  syncSession();
}

window.addEventListener('storage', (event) => {
  if (event.key === null || isStorageKey(event.key)) syncSession();
});
