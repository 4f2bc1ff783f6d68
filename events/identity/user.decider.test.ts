import { describe, expect, it } from 'vitest';
import { DomainError } from '../command/decider.ts';
import type { Sealed, UserEvent } from './identity.events.ts';
import { type UserCommand, userDecider } from './user.decider.ts';

const now = Date.UTC(2026, 5, 21, 12);
const sealed: Sealed = { iv: 'iv', tag: 'tag', data: 'data' };

const given = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());
const when = (events: UserEvent[], command: UserCommand) => [userDecider.decide(command, given(events))].flat();
const at = (time: number) => ({ now: time });

const registered: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId: 'u1', personal: sealed, distributor: 'd', state: 'Jalisco', at: now - 120_000 },
  },
  { type: 'OneTimeCodeIssued', data: { purpose: 'signup', at: now - 120_000, expiresAt: now + 480_000 } },
];
const voter: UserEvent[] = [
  { type: 'VoterRegistered', data: { userId: 'u1', personal: sealed, wantUpdates: true, at: now - 120_000 } },
  { type: 'OneTimeCodeIssued', data: { purpose: 'voting', at: now - 120_000, expiresAt: now + 480_000 } },
];
const invitedAdmin: UserEvent[] = [
  { type: 'StaffInvited', data: { userId: 's1', role: 'admin', personal: sealed, invitedBy: 'ops', at: now - 1000 } },
];

describe('user account', () => {
  describe('when nobody has registered', () => {
    it('should register the user and issue a sign-up code valid for 10 minutes', () => {
      expect(
        when([], {
          type: 'RegisterUser',
          data: { userId: 'u1', personal: sealed, distributor: 'd', state: 'Jalisco' },
          metadata: at(now),
        }),
      ).toEqual([
        {
          type: 'UserRegistered',
          data: { userId: 'u1', personal: sealed, distributor: 'd', state: 'Jalisco', at: now },
        },
        { type: 'OneTimeCodeIssued', data: { purpose: 'signup', at: now, expiresAt: now + 600_000 } },
      ]);
    });

    it('should refuse to log in an account that does not exist', () => {
      expect(() => when([], { type: 'LogIn', data: { sessionId: 's', role: 'user' }, metadata: at(now) })).toThrow(
        DomainError,
      );
    });
  });

  describe('when registered', () => {
    it('should refuse a second registration of the same account', () => {
      expect(() =>
        when(registered, {
          type: 'RegisterUser',
          data: { userId: 'u1', personal: sealed, distributor: 'd', state: 'x' },
          metadata: at(now),
        }),
      ).toThrow('Ya existe una cuenta con este correo electrónico.');
    });

    it('should verify the account on its first login', () => {
      expect(
        when(registered, { type: 'LogIn', data: { sessionId: 's1', role: 'user' }, metadata: at(now) }).map(
          (e) => e.type,
        ),
      ).toEqual(['AccountVerified', 'LoggedIn']);
    });

    it('should not verify twice', () => {
      const loggedIn = [
        ...registered,
        ...when(registered, { type: 'LogIn', data: { sessionId: 's1', role: 'user' }, metadata: at(now) }),
      ];
      expect(
        when(loggedIn, { type: 'LogIn', data: { sessionId: 's2', role: 'user' }, metadata: at(now) }).map(
          (e) => e.type,
        ),
      ).toEqual(['LoggedIn']);
    });

    it('should refuse a new code within 60 seconds of the last one, saying how long to wait', () => {
      const tooSoon = () =>
        when(registered, { type: 'IssueCode', data: { purpose: 'login' }, metadata: at(now - 120_000 + 45_000) });
      expect(tooSoon).toThrow('Podrás solicitar un nuevo código en 15 segundos.');
      expect(when(registered, { type: 'IssueCode', data: { purpose: 'login' }, metadata: at(now) })).toMatchObject([
        { type: 'OneTimeCodeIssued' },
      ]);
    });

    it('should log out a known session only', () => {
      const loggedIn = [
        ...registered,
        ...when(registered, { type: 'LogIn', data: { sessionId: 's1', role: 'user' }, metadata: at(now) }),
      ];
      expect(when(loggedIn, { type: 'LogOut', data: { sessionId: 's1' }, metadata: at(now) })).toMatchObject([
        { type: 'LoggedOut', data: { sessionId: 's1' } },
      ]);
      expect(when(loggedIn, { type: 'LogOut', data: { sessionId: 'other' }, metadata: at(now) })).toEqual([]);
    });

    it('should complete the studio tour once', () => {
      const done = [
        ...registered,
        ...when(registered, { type: 'CompleteOnboardingTour', data: {}, metadata: at(now) }),
      ];
      expect(when(done, { type: 'CompleteOnboardingTour', data: {}, metadata: at(now) })).toEqual([]);
    });
  });

  describe('when only a voter', () => {
    it('should let the voter sign up on the same account', () => {
      expect(
        when(voter, {
          type: 'RegisterUser',
          data: { userId: 'u1', personal: sealed, distributor: 'd', state: 'x' },
          metadata: at(now),
        })[0]!.type,
      ).toBe('UserRegistered');
    });

    it('should not open a user session for a voter', () => {
      expect(() => when(voter, { type: 'LogIn', data: { sessionId: 's', role: 'user' }, metadata: at(now) })).toThrow(
        DomainError,
      );
      expect(
        when(voter, { type: 'LogIn', data: { sessionId: 's', role: 'voter' }, metadata: at(now) }).at(-1)!.type,
      ).toBe('LoggedIn');
    });

    it('should not reset a password a voter never had', () => {
      expect(() => when(voter, { type: 'RequestPasswordReset', data: {}, metadata: at(now) })).toThrow(DomainError);
    });
  });

  describe('when staff', () => {
    it('should refuse to log in before onboarding, then accept only its own role', () => {
      expect(() =>
        when(invitedAdmin, { type: 'LogIn', data: { sessionId: 's', role: 'admin' }, metadata: at(now) }),
      ).toThrow('Completa tu registro desde el enlace de invitación.');
      const onboarded = [
        ...invitedAdmin,
        ...when(invitedAdmin, { type: 'OnboardStaff', data: { personal: sealed }, metadata: at(now) }),
      ];
      expect(
        when(onboarded, { type: 'LogIn', data: { sessionId: 's', role: 'admin' }, metadata: at(now) }),
      ).toMatchObject([{ type: 'LoggedIn' }]);
      expect(() =>
        when(onboarded, { type: 'LogIn', data: { sessionId: 's', role: 'moderator' }, metadata: at(now) }),
      ).toThrow(DomainError);
      expect(() =>
        when(onboarded, { type: 'LogIn', data: { sessionId: 's', role: 'user' }, metadata: at(now) }),
      ).toThrow(DomainError);
    });

    it('should never let staff vote', () => {
      expect(() =>
        when(invitedAdmin, {
          type: 'RegisterVoter',
          data: { userId: 's1', personal: sealed, wantUpdates: true },
          metadata: at(now),
        }),
      ).toThrow('El personal del concurso no puede votar.');
    });

    it('should use an invitation once', () => {
      const onboarded = [
        ...invitedAdmin,
        ...when(invitedAdmin, { type: 'OnboardStaff', data: { personal: sealed }, metadata: at(now) }),
      ];
      expect(() => when(onboarded, { type: 'OnboardStaff', data: { personal: sealed }, metadata: at(now) })).toThrow(
        DomainError,
      );
    });
  });
});

describe('user account code flow', () => {
  const wrongCode: UserCommand = { type: 'RecordWrongCode', data: { purpose: 'signup' }, metadata: at(now) };
  const afterWrong = (count: number) =>
    Array.from({ length: count }).reduce<UserEvent[]>((events) => [...events, ...when(events, wrongCode)], registered);

  it('should lock the code flow for 15 minutes at the fifth wrong code', () => {
    expect(when(afterWrong(4), wrongCode)).toEqual([
      { type: 'WrongCodeEntered', data: { purpose: 'signup', at: now } },
      { type: 'CodeFlowLocked', data: { at: now, until: now + 900_000 } },
    ]);
  });

  it('should refuse any new code while locked, resend included, and allow one after', () => {
    const locked = afterWrong(5);
    const issue = (time: number): UserCommand => ({
      type: 'IssueCode',
      data: { purpose: 'login' },
      metadata: at(time),
    });
    expect(() => when(locked, issue(now + 60_000))).toThrow('Podrás intentarlo de nuevo en 14 minutos.');
    expect(when(locked, issue(now + 900_000))).toMatchObject([{ type: 'OneTimeCodeIssued' }]);
  });

  it('should send at most ten codes in a day', () => {
    const day: UserEvent[] = Array.from({ length: 9 }, (_, i) => ({
      type: 'OneTimeCodeIssued',
      data: { purpose: 'login', at: now + i * 61_000, expiresAt: now + i * 61_000 + 600_000 },
    }));
    const issue = (time: number): UserCommand => ({
      type: 'IssueCode',
      data: { purpose: 'login' },
      metadata: at(time),
    });
    expect(() => when([...registered, ...day], issue(now + 10 * 61_000))).toThrow(
      'Alcanzaste el máximo de códigos por hoy.',
    );
    expect(when([...registered, ...day], issue(now + 86_400_000))).toMatchObject([{ type: 'OneTimeCodeIssued' }]);
  });

  it('should give staff login codes only', () => {
    const onboarded = [
      ...invitedAdmin,
      ...when(invitedAdmin, { type: 'OnboardStaff', data: { personal: sealed }, metadata: at(now) }),
    ];
    expect(when(onboarded, { type: 'IssueCode', data: { purpose: 'login' }, metadata: at(now) })).toMatchObject([
      { type: 'OneTimeCodeIssued', data: { purpose: 'login' } },
    ]);
    expect(() => when(onboarded, { type: 'IssueCode', data: { purpose: 'voting' }, metadata: at(now) })).toThrow(
      DomainError,
    );
  });
});

describe('user account after a session opened', () => {
  it('should issue a new code at once: the last one was used', () => {
    const loggedIn = [
      ...registered,
      ...when(registered, { type: 'LogIn', data: { sessionId: 's1', role: 'user' }, metadata: at(now) }),
    ];
    expect(
      when(loggedIn, { type: 'IssueCode', data: { purpose: 'login' }, metadata: at(now - 120_000 + 1000) }),
    ).toMatchObject([{ type: 'OneTimeCodeIssued' }]);
  });
});
