import { recordReview } from '../../api/moderation/review-design.ts';
import type { ReviewVerdict } from '../../events/schemas/moderation.ts';
import type { EventStore } from '../../events/store/event-store.ts';

const published = { status: 'VERIFIED' as const, comments: '' };

// The demo moderator's verdicts, by design name; the other submitted designs stay pending.
const verdicts: Record<string, { status: ReviewVerdict; comments: string }> = {
  'Alebrije Nocturno': published,
  'Flor de Cempasúchil': published,
  'Arte Huichol': published,
  'Desierto de Sonora': published,
  'Monarca Migrante': published,
  'Cielo de Oaxaca': published,
  'Jade Olmeca': published,
  'Galaxia Morada': {
    status: 'REJECTED',
    comments: 'La nebulosa copia una fotografía con derechos de autor; usa una creación propia.',
  },
  'Papel Picado': {
    status: 'RETRY',
    comments: 'La descripción menciona una marca registrada. Cámbiala y vuelve a enviar tu diseño.',
  },
};

/** Publishes most demo submissions, rejects one and hands one back for another try, as the demo moderator. */
export async function seedDemoReviews(
  store: EventStore,
  moderatorId: string,
  submitted: readonly { name: string; designId: string }[],
  now: number,
) {
  let reviewed = 0;
  const verified: string[] = [];
  for (const { name, designId } of submitted) {
    const verdict = verdicts[name];
    if (!verdict) continue;
    await recordReview(
      store,
      { designId, moderatorId, ...verdict },
      { now: now - 60_000, actor: { id: moderatorId, role: 'moderator' } },
    );
    reviewed++;
    if (verdict.status === 'VERIFIED') verified.push(designId);
  }
  return { pending: submitted.length - reviewed, reviewed, verified };
}
