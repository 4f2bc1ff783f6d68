import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../../../events/schemas/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useVoterSignIn } from '../../../lib/voter-sign-in.ts';
import { galleryDesignQueryKey, getGalleryDesign } from '../api/get-gallery-design.ts';
import { galleryListingsKey } from '../api/get-gallery-listing.ts';
import { postsVotedKey } from '../api/posts-voted.ts';
import { toggleVote } from '../api/vote.ts';

export type VoteTarget = { id: string; name: string };

const needsCaptcha = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  (error.message === messages.validation.captchaRequired || error.message === messages.errors.captchaFailed);

/**
 * SPEC §4 voting: a like already given is withdrawn; otherwise a visitor solves the captcha, proves
 * an e-mail by code, and votes. A voter the server still asks a captcha of gets one, then the vote.
 */
export function useVoteFlow(voted: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const requestSession = useVoterSignIn();
  const [captchaFor, setCaptchaFor] = useState<VoteTarget | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  // An open detail is read again once its counts include this vote: a plain refetch could still
  // see the count from before it and overwrite the live push that already carried the new one (an
  // older read still in flight is cancelled for the same reason). Like a refetch, it skips details no one has open and does not fail the vote.
  const recount = async (designId: string, after: string | undefined) => {
    const queryKey = galleryDesignQueryKey(designId);
    if (!queryClient.getQueryCache().find({ queryKey, exact: true, type: 'active' })) return;
    await queryClient.cancelQueries({ queryKey, exact: true });
    const design = await getGalleryDesign(designId, { after }).catch(() => undefined);
    if (design) queryClient.setQueryData(queryKey, design);
  };

  // A first read still in flight (the likes of a voter signed in a moment ago) may have left before
  // this vote, and an invalidation would only wait for it, since it has no data to keep: it is
  // cancelled and read again.
  const reread = async (queryKey: readonly unknown[]) => {
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  };

  const send = async (design: VoteTarget, captcha?: string) => {
    const liked = voted.has(design.id);
    setPending(design.id);
    try {
      const answer = await toggleVote({ postId: design.id, liked, captcha });
      notify.success(liked ? messages.success.voteRemoved : answer.message);
      await Promise.all([reread(postsVotedKey), reread(galleryListingsKey), recount(design.id, answer.data.after)]);
    } catch (error) {
      if (!captcha && needsCaptcha(error)) setCaptchaFor(design);
      else notify.error(error);
    } finally {
      setPending(null);
    }
  };

  const start = (design: VoteTarget) => {
    if (session.hasUserToken || session.hasVoterToken) return void send(design);
    setCaptchaFor(design);
  };

  const captchaSolved = async (token: string) => {
    const design = captchaFor;
    setCaptchaFor(null);
    if (design && (await requestSession())) await send(design, token);
  };

  return { start, pending, captchaFor, captchaSolved, cancelCaptcha: () => setCaptchaFor(null) };
}
