import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client.ts';
import { session, tokenFor } from '../../../lib/session.ts';

type VotedList = { data: { glb: string }[] };

/** GET /vote/posts-voted: the designs this user or voting user has liked (SPEC §3: items carry `glb`). */
async function getPostsVoted(signal: AbortSignal): Promise<Set<string>> {
  const answer = await api.get<VotedList>('/vote/posts-voted', { auth: 'any', signal });
  return new Set(answer.data.map((vote) => vote.glb));
}

export const postsVotedKey = ['vote', 'posts-voted'] as const;

/** The liked designs of whoever is signed in (user first, then voting user); empty for a visitor. */
export function usePostsVoted(): ReadonlySet<string> {
  const { hasUserToken, hasVoterToken } = useSnapshot(session);
  const signedIn = hasUserToken || hasVoterToken;
  const query = useQuery(
    queryOptions({
      // The token is in the key, so another account never reads this one's likes.
      queryKey: [...postsVotedKey, signedIn ? tokenFor('any') : null],
      queryFn: ({ signal }) => getPostsVoted(signal),
      enabled: signedIn,
    }),
  );
  return query.data ?? noVotes;
}

const noVotes: ReadonlySet<string> = new Set();
