/** Personal data sealed with the account's own key (see the personal-data vault): never plain in the log. */
export type Sealed = { readonly iv: string; readonly tag: string; readonly data: string };

export type Role = 'user' | 'voter' | 'admin' | 'moderator';
export type StaffRole = 'admin' | 'moderator';

/** What a registered user's sealed personal data holds. */
export type UserPersonalData = {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  mobileNumber: string;
};

// account-{email hash}: one account per e-mail, whatever the role.
export type AccountReserved = { type: 'AccountReserved'; data: { accountId: string; role: Role; at: number } };
export type AccountRoleChanged = {
  type: 'AccountRoleChanged';
  data: { accountId: string; from: Role; to: Role; at: number };
};
/** The account holding the e-mail was erased (GDPR): the address is free for a new registration. */
export type AccountReleased = { type: 'AccountReleased'; data: { accountId: string; at: number } };
export type AccountEvent = AccountReserved | AccountRoleChanged | AccountReleased;

// user-{id}: the life of one account, for every role.
export type UserRegistered = {
  type: 'UserRegistered';
  data: { userId: string; personal: Sealed; distributor: string; state: string; at: number };
};
export type VoterRegistered = {
  type: 'VoterRegistered';
  data: { userId: string; personal: Sealed; wantUpdates: boolean; at: number };
};
export type StaffInvited = {
  type: 'StaffInvited';
  data: { userId: string; role: StaffRole; personal: Sealed; invitedBy: string; at: number };
};
export type StaffOnboarded = { type: 'StaffOnboarded'; data: { personal: Sealed; at: number } };
export type OneTimeCodeIssued = {
  type: 'OneTimeCodeIssued';
  data: { purpose: CodePurpose; at: number; expiresAt: number };
};
export type AccountVerified = { type: 'AccountVerified'; data: { at: number } };
export type LoggedIn = { type: 'LoggedIn'; data: { sessionId: string; role: Role; at: number } };
export type LoggedOut = { type: 'LoggedOut'; data: { sessionId: string; at: number } };
export type PasswordResetRequested = { type: 'PasswordResetRequested'; data: { at: number; expiresAt: number } };
export type PasswordChanged = {
  type: 'PasswordChanged';
  data: { reason: 'reset' | 'onboarding' | 'created'; at: number };
};
export type ProfileUpdated = { type: 'ProfileUpdated'; data: { personal: Sealed; photo: string | null; at: number } };
export type OnboardingTourCompleted = { type: 'OnboardingTourCompleted'; data: { at: number } };
export type WrongCodeEntered = { type: 'WrongCodeEntered'; data: { purpose: CodePurpose; at: number } };
/** The account's code flow (new codes and code checks) is closed until `until`: every node reads it from the log. */
export type CodeFlowLocked = { type: 'CodeFlowLocked'; data: { at: number; until: number } };

export type CodePurpose = 'signup' | 'login' | 'voting';

export type UserEvent =
  | UserRegistered
  | VoterRegistered
  | StaffInvited
  | StaffOnboarded
  | OneTimeCodeIssued
  | AccountVerified
  | LoggedIn
  | LoggedOut
  | PasswordResetRequested
  | PasswordChanged
  | ProfileUpdated
  | OnboardingTourCompleted
  | WrongCodeEntered
  | CodeFlowLocked;

// contact-{id}: a message to the support team.
export type ContactMessageSent = {
  type: 'ContactMessageSent';
  data: { messageId: string; personal: Sealed; userId: string | null; at: number };
};

export const accountStreamId = (emailHash: string) => `account-${emailHash}`;
export const userStreamId = (userId: string) => `user-${userId}`;
export const contactStreamId = (messageId: string) => `contact-${messageId}`;

export const codeLifetimeMs = 10 * 60_000;
export const codeResendWaitMs = 60_000;
// Guessing is braked per account: 5 wrong codes close the code flow for 15 minutes, resend
// included, and an account gets at most 10 codes a day (a person needs two or three).
export const maxWrongCodes = 5;
export const codeLockMs = 15 * 60_000;
export const maxCodesPerDay = 10;
export const codeDayMs = 24 * 60 * 60_000;
export const resetLinkLifetimeMs = 60 * 60_000;
