import { useEffect, useRef, useState } from 'react';
import {
  moderationMessages,
  type ReviewQueueItem,
  type ReviewVerdict,
  reviewCommentMax,
} from '../../../../../events/schemas/moderation.ts';
import { Field } from '../../../components/form/Field.tsx';
import type { QueueTab } from '../api/get-review-queue.ts';
import type { Review } from '../api/review-design.ts';

type CommentedVerdict = Exclude<ReviewVerdict, 'VERIFIED'>;

const confirmLabels: Record<CommentedVerdict, string> = {
  REJECTED: 'Confirmar rechazo',
  RETRY: 'Confirmar reintento',
};

type ReviewPanelProps = {
  tab: QueueTab;
  design: ReviewQueueItem | null;
  busy: boolean;
  onReview: (review: Review) => void;
};

/**
 * Approve, Reject and Retry (SPEC §4): approving applies at once; on the 'all' tab Reject and
 * Retry first open the comment box, whose text the owner receives. The rejected tab approves or
 * hands a design back; it is already rejected. Keyed by design, so each one starts with a closed,
 * empty comment box.
 */
export function ReviewPanel({ tab, design, busy, onReview }: ReviewPanelProps) {
  const [asking, setAsking] = useState<CommentedVerdict | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (asking) commentRef.current?.focus();
  }, [asking]);

  if (!design) return null;
  const send = (status: ReviewVerdict, comments = '') =>
    onReview({ glbModelId: design.id, status, comments, expectedVersion: design.version });
  const confirm = () => {
    if (!asking) return;
    if (!comment.trim()) return setError(moderationMessages.commentRequired);
    send(asking, comment.trim());
  };

  return (
    <div className="review-actions">
      <div className="review-buttons">
        <button type="button" className="button review-approve" disabled={busy} onClick={() => send('VERIFIED')}>
          Aprobar
        </button>
        {tab === 'all' && (
          <button
            type="button"
            className="button review-reject"
            aria-pressed={asking === 'REJECTED'}
            disabled={busy}
            onClick={() => setAsking('REJECTED')}
          >
            Rechazar
          </button>
        )}
        <button
          type="button"
          className="button button-outline review-retry"
          aria-pressed={asking === 'RETRY'}
          disabled={busy}
          onClick={() => setAsking('RETRY')}
        >
          Reintentar
        </button>
      </div>
      {asking && (
        <form
          className="review-comment"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field
            label={asking === 'REJECTED' ? 'Motivo del rechazo' : 'Qué debe cambiar el autor'}
            hint="El autor recibe este comentario."
            error={error}
          >
            {(control) => (
              <textarea
                {...control}
                ref={commentRef}
                className="input review-comment-input"
                rows={4}
                maxLength={reviewCommentMax}
                value={comment}
                onChange={(event) => {
                  setComment(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <div className="review-comment-actions">
            <button type="submit" className="button button-accent" disabled={busy}>
              {confirmLabels[asking]}
            </button>
            <button type="button" className="button button-outline" onClick={() => setAsking(null)}>
              Cancelar
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
