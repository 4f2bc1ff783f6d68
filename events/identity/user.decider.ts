import type { Command, Decider } from '../command/decider.ts';
import { identityErrors } from './identity.errors.ts';
import type { CodePurpose, Role, Sealed, StaffRole, UserEvent } from './identity.events.ts';
import {
  codeDayMs,
  codeLifetimeMs,
  codeLockMs,
  codeResendWaitMs,
  maxCodesPerDay,
  maxWrongCodes,
  resetLinkLifetimeMs,
} from './identity.events.ts';
import { evolveUser, initialUserState, type UserState } from './user.state.ts';

export type UserCommand =
  | Command<'RegisterUser', { userId: string; personal: Sealed; distributor: string; state: string }>
  | Command<'RegisterVoter', { userId: string; personal: Sealed; wantUpdates: boolean }>
  | Command<'InviteStaff', { userId: string; role: StaffRole; personal: Sealed; invitedBy: string }>
  | Command<'OnboardStaff', { personal: Sealed }>
  | Command<'IssueCode', { purpose: CodePurpose }>
  | Command<'LogIn', { sessionId: string; role: Role }>
  | Command<'LogOut', { sessionId: string }>
  | Command<'RequestPasswordReset', Record<string, never>>
  | Command<'ChangePassword', { reason: 'reset' | 'onboarding' | 'created' }>
  | Command<'UpdateProfile', { personal: Sealed; photo: string | null }>
  | Command<'CompleteOnboardingTour', Record<string, never>>
  | Command<'RecordWrongCode', { purpose: CodePurpose }>;

type Active = Extract<UserState, { status: 'active' }>;
type Of<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

const isStaff = (role: Role) => role === 'admin' || role === 'moderator';

function active(state: UserState): Active {
  if (state.status !== 'active') throw identityErrors.notFound();
  return state;
}

const secondsUntil = (time: number, now: number) => Math.ceil((time - now) / 1000);

/** Throws while the account's code flow is locked: no code is sent or checked then. */
export function assertCodeFlowOpen(state: UserState, now: number): void {
  if (state.status === 'active' && state.codeFlowLockedUntil > now) {
    throw identityErrors.codeFlowLocked(secondsUntil(state.codeFlowLockedUntil, now));
  }
}

function codeIssued(command: UserCommand, purpose: CodePurpose, state: UserState): UserEvent {
  const now = command.metadata.now;
  assertCodeFlowOpen(state, now);
  if (state.status === 'active') {
    const lastDay = state.codesIssuedAt.filter((time) => time > now - codeDayMs);
    if (lastDay.length >= maxCodesPerDay) throw identityErrors.tooManyCodes(secondsUntil(lastDay[0]! + codeDayMs, now));
    const { lastCodeAt } = state;
    if (lastCodeAt !== undefined && now - lastCodeAt < codeResendWaitMs) {
      throw identityErrors.resendTooSoon(secondsUntil(lastCodeAt + codeResendWaitMs, now));
    }
  }
  return { type: 'OneTimeCodeIssued', data: { purpose, at: now, expiresAt: now + codeLifetimeMs } };
}

// The fifth wrong code in a row locks the flow; the lock is an event, so every node and restart sees it.
function recordWrongCode(command: Of<'RecordWrongCode'>, state: UserState): UserEvent[] {
  const account = active(state);
  const at = command.metadata.now;
  const wrong: UserEvent = { type: 'WrongCodeEntered', data: { purpose: command.data.purpose, at } };
  if (account.codeFlowLockedUntil > at || account.wrongCodes + 1 < maxWrongCodes) return [wrong];
  return [wrong, { type: 'CodeFlowLocked', data: { at, until: at + codeLockMs } }];
}

function registerUser(command: Of<'RegisterUser'>, state: UserState): UserEvent[] {
  if (state.status === 'active' && (state.role !== 'voter' || state.registered)) throw identityErrors.emailTaken();
  const { userId, personal, distributor, state: dealerState } = command.data;
  return [
    { type: 'UserRegistered', data: { userId, personal, distributor, state: dealerState, at: command.metadata.now } },
    codeIssued(command, 'signup', { ...state, ...(state.status === 'active' ? { lastCodeAt: undefined } : {}) }),
  ];
}

function registerVoter(command: Of<'RegisterVoter'>, state: UserState): UserEvent[] {
  if (state.status === 'active') {
    if (isStaff(state.role)) throw identityErrors.staffCannotVote();
    return [codeIssued(command, 'voting', state)];
  }
  const { userId, personal, wantUpdates } = command.data;
  return [
    { type: 'VoterRegistered', data: { userId, personal, wantUpdates, at: command.metadata.now } },
    codeIssued(command, 'voting', state),
  ];
}

function inviteStaff(command: Of<'InviteStaff'>, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw identityErrors.emailTaken();
  return [{ type: 'StaffInvited', data: { ...command.data, at: command.metadata.now } }];
}

function onboardStaff(command: Of<'OnboardStaff'>, state: UserState): UserEvent[] {
  const account = active(state);
  if (!isStaff(account.role) || account.onboarded) throw identityErrors.notInvited();
  return [{ type: 'StaffOnboarded', data: { personal: command.data.personal, at: command.metadata.now } }];
}

// Sessions of a role an account does not hold are refused: staff never get user or voting sessions.
function logIn(command: Of<'LogIn'>, state: UserState): UserEvent[] {
  const account = active(state);
  const { role, sessionId } = command.data;
  const allowed =
    role === 'voter'
      ? !isStaff(account.role)
      : role === 'user'
        ? account.registered && account.role === 'user'
        : role === account.role;
  if (!allowed) throw identityErrors.notAUser();
  if (!account.onboarded) throw identityErrors.notOnboarded();
  const at = command.metadata.now;
  const loggedIn: UserEvent = { type: 'LoggedIn', data: { sessionId, role, at } };
  return account.verified ? [loggedIn] : [{ type: 'AccountVerified', data: { at } }, loggedIn];
}

function requestPasswordReset(command: Of<'RequestPasswordReset'>, state: UserState): UserEvent[] {
  const account = active(state);
  if (account.role === 'voter' && !account.registered) throw identityErrors.notAUser();
  const now = command.metadata.now;
  return [{ type: 'PasswordResetRequested', data: { at: now, expiresAt: now + resetLinkLifetimeMs } }];
}

function updateProfile(command: Of<'UpdateProfile'>, state: UserState): UserEvent[] {
  if (active(state).role !== 'user') throw identityErrors.notAUser();
  return [{ type: 'ProfileUpdated', data: { ...command.data, at: command.metadata.now } }];
}

function decide(command: UserCommand, state: UserState): UserEvent | UserEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'RegisterVoter':
      return registerVoter(command, state);
    case 'InviteStaff':
      return inviteStaff(command, state);
    case 'OnboardStaff':
      return onboardStaff(command, state);
    case 'IssueCode':
      // staff get login codes only (after their password); users and voters any of theirs
      if (isStaff(active(state).role) && command.data.purpose !== 'login') throw identityErrors.notAUser();
      return codeIssued(command, command.data.purpose, state);
    case 'RecordWrongCode':
      return recordWrongCode(command, state);
    case 'LogIn':
      return logIn(command, state);
    case 'LogOut':
      return active(state).sessions.has(command.data.sessionId)
        ? [{ type: 'LoggedOut', data: { sessionId: command.data.sessionId, at } }]
        : [];
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ChangePassword':
      active(state);
      return [{ type: 'PasswordChanged', data: { reason: command.data.reason, at } }];
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'CompleteOnboardingTour':
      return active(state).onboardingTour ? [] : [{ type: 'OnboardingTourCompleted', data: { at } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as UserCommand).type}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide,
};
