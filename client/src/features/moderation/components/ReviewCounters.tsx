import type { ModerationCounters } from '../../../../../events/schemas/moderation.ts';

/** The counters of the 'all' tab; they move live with the moderation room. */
export function ReviewCounters({ counts }: { counts: ModerationCounters | undefined }) {
  const items = [
    { label: 'Por revisar', value: counts?.pendingCount, tone: 'pending' },
    { label: 'Rechazados', value: counts?.rejectedCount, tone: 'rejected' },
    { label: 'Verificados', value: counts?.verifiedCount, tone: 'verified' },
  ];
  return (
    <dl className="review-counters" aria-live="polite">
      {items.map((item) => (
        <div key={item.label} className={`review-counter review-counter-${item.tone}`}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
