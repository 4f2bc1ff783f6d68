import type { CodePurpose, Role, UserEvent } from './identity.events.ts';
import { codeDayMs } from './identity.events.ts';

export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      userId: string;
      role: Role;
      /** A user who signed up as a voter first keeps the voter history on the same stream. */
      registered: boolean;
      verified: boolean;
      onboarded: boolean;
      onboardingTour: boolean;
      lastCodeAt: number | undefined;
      /** The purpose of the code still out (a resend re-issues the same kind); undefined once used. */
      liveCodePurpose: CodePurpose | undefined;
      /** When each code of the last day went out (the daily cap). */
      codesIssuedAt: readonly number[];
      wrongCodes: number;
      codeFlowLockedUntil: number;
      sessions: ReadonlySet<string>;
    };

type Active = Extract<UserState, { status: 'active' }>;

const fresh = (userId: string, role: Role): Active => ({
  status: 'active',
  userId,
  role,
  registered: role !== 'voter',
  verified: false,
  onboarded: role === 'user' || role === 'voter',
  onboardingTour: false,
  lastCodeAt: undefined,
  liveCodePurpose: undefined,
  codesIssuedAt: [],
  wrongCodes: 0,
  codeFlowLockedUntil: 0,
  sessions: new Set(),
});

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...(state.status === 'active' ? state : fresh(event.data.userId, 'user')),
        role: 'user',
        registered: true,
      };
    case 'VoterRegistered':
      return fresh(event.data.userId, 'voter');
    case 'StaffInvited':
      return fresh(event.data.userId, event.data.role);
    default:
      return state.status === 'active' ? evolveActive(state, event) : state;
  }
}

function evolveActive(state: Active, event: UserEvent): Active {
  switch (event.type) {
    case 'StaffOnboarded':
      return { ...state, onboarded: true, verified: true };
    case 'OneTimeCodeIssued': {
      const { at, purpose } = event.data;
      const lastDay = state.codesIssuedAt.filter((time) => time > at - codeDayMs);
      return { ...state, lastCodeAt: at, liveCodePurpose: purpose, codesIssuedAt: [...lastDay, at] };
    }
    case 'WrongCodeEntered':
      return { ...state, wrongCodes: state.wrongCodes + 1 };
    case 'CodeFlowLocked':
      return { ...state, wrongCodes: 0, codeFlowLockedUntil: event.data.until, liveCodePurpose: undefined };
    case 'AccountVerified':
      return { ...state, verified: true };
    case 'LoggedIn':
      // the code that opened the session is used up: a new sign-in may ask for one at once
      return {
        ...state,
        lastCodeAt: undefined,
        liveCodePurpose: undefined,
        wrongCodes: 0,
        sessions: new Set([...state.sessions, event.data.sessionId]),
      };
    case 'LoggedOut':
      return { ...state, sessions: new Set([...state.sessions].filter((id) => id !== event.data.sessionId)) };
    case 'OnboardingTourCompleted':
      return { ...state, onboardingTour: true };
    default:
      return state;
  }
}
