import { createContext, type ReactNode, useContext } from 'react';
import { usePostsVoted } from '../api/posts-voted.ts';
import { useVoteFlow, type VoteTarget } from '../hooks/use-vote-flow.ts';
import { VoteCaptchaDialog } from './VoteCaptchaDialog.tsx';

type Voting = { voted: ReadonlySet<string>; pending: string | null; vote: (design: VoteTarget) => void };

const VotingContext = createContext<Voting | null>(null);

export function useVoting(): Voting {
  const voting = useContext(VotingContext);
  if (!voting) throw new Error('useVoting needs a VotingProvider above it');
  return voting;
}

/** One vote flow and one "already voted" list for every vote button below it. */
export function VotingProvider({ children }: { children: ReactNode }) {
  const voted = usePostsVoted();
  const flow = useVoteFlow(voted);
  return (
    <VotingContext value={{ voted, pending: flow.pending, vote: flow.start }}>
      {children}
      {flow.captchaFor && (
        <VoteCaptchaDialog
          designName={flow.captchaFor.name}
          onVerified={flow.captchaSolved}
          onClose={flow.cancelCaptcha}
        />
      )}
    </VotingContext>
  );
}
