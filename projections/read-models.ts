import { accountsProjection } from './accounts/accounts.projection.ts';
import { deletionQueueProjection } from './admin/deletion-queue.projection.ts';
import { statisticsProjection } from './admin/statistics.projection.ts';
import { contestProjection } from './contest/contest.projection.ts';
import { designHistoryProjection } from './design-history/design-history.projection.ts';
import { eventCountsProjection } from './event-counts/event-counts.projection.ts';
import { galleryProjection } from './gallery/gallery.projection.ts';
import { leaderboardProjection } from './leaderboard/leaderboard.projection.ts';
import { libraryProjection } from './library/library.projection.ts';
import { moderationProjection } from './moderation/moderation.projection.ts';
import type { Projection } from './projection.ts';
import { siteAssistantProjection } from './site-assistant/site-assistant.projection.ts';
import { streamCatalogProjection } from './stream-catalog/stream-catalog.projection.ts';

/** Every read model the product keeps; the runner, replay and audit all work from this list. */
export const readModels: readonly Projection[] = [
  eventCountsProjection,
  contestProjection,
  accountsProjection,
  libraryProjection,
  moderationProjection,
  leaderboardProjection,
  galleryProjection,
  siteAssistantProjection,
  deletionQueueProjection,
  statisticsProjection,
  streamCatalogProjection,
  designHistoryProjection,
];
