// voter-{voterId}: one voter's likes. A like is cast once per design and may be withdrawn, then cast again.
export type VoteCast = { type: 'VoteCast'; data: { voterId: string; designId: string; at: number } };
export type VoteWithdrawn = {
  type: 'VoteWithdrawn';
  // 'voter' when the voter cancels; 'account-deleted' when the voter's account is erased.
  data: { voterId: string; designId: string; reason: 'voter' | 'account-deleted'; at: number };
};

export type VoteEvent = VoteCast | VoteWithdrawn;

export const voterStreamId = (voterId: string) => `voter-${voterId}`;
export const voterStreamPrefix = 'voter-';
