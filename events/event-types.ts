import type { ContestEvent } from './contest/contest.events.ts';
import type { DeletionEvent } from './deletion/deletion.events.ts';
import type { DesignEvent } from './design/design.events.ts';
import type { AccountEvent, ContactMessageSent, UserEvent } from './identity/identity.events.ts';
import type { LibraryEvent } from './library/library.events.ts';
import type { OutcomeEvent } from './outcome/outcome.events.ts';
import type { DesignShared } from './share/share.events.ts';
import type { SiteAssistantEvent } from './site-assistant/site-assistant.events.ts';
import type { VoteEvent } from './vote/vote.events.ts';

type ProductEvent =
  | ContestEvent
  | AccountEvent
  | UserEvent
  | ContactMessageSent
  | LibraryEvent
  | DesignEvent
  | VoteEvent
  | OutcomeEvent
  | DesignShared
  | DeletionEvent
  | SiteAssistantEvent;

// A record keyed by the union's types: the compiler refuses a type missing here or one that no
// longer exists, so an audit of the log knows exactly the types the product writes.
const everyType: Record<ProductEvent['type'], true> = {
  ContestScheduled: true,
  ContestRescheduled: true,
  AccountReserved: true,
  AccountRoleChanged: true,
  AccountReleased: true,
  UserRegistered: true,
  VoterRegistered: true,
  StaffInvited: true,
  StaffOnboarded: true,
  OneTimeCodeIssued: true,
  AccountVerified: true,
  LoggedIn: true,
  LoggedOut: true,
  PasswordResetRequested: true,
  PasswordChanged: true,
  ProfileUpdated: true,
  OnboardingTourCompleted: true,
  WrongCodeEntered: true,
  CodeFlowLocked: true,
  ContactMessageSent: true,
  TextureRequested: true,
  TextureGenerated: true,
  TextureGenerationFailed: true,
  DesignSaved: true,
  DesignDeleted: true,
  DesignSubmitted: true,
  SubmissionReturned: true,
  DesignSubmittedForReview: true,
  DesignReviewed: true,
  VoteCast: true,
  VoteWithdrawn: true,
  FinalistsFrozen: true,
  ExpertPicksRecorded: true,
  WinnerSelected: true,
  WinnerConfirmed: true,
  WinnerDisqualified: true,
  NoWinnerLeft: true,
  DesignShared: true,
  DeletionRequested: true,
  DeletionRevoked: true,
  DeletionExecuted: true,
  AssistantConfigured: true,
};

export const knownEventTypes: ReadonlySet<string> = new Set(Object.keys(everyType));
