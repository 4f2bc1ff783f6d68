import { useMemo } from 'react';
import type { GalleryDesign } from '../../../../../events/schemas/gallery.ts';
import type { LiveRoom } from '../../../lib/live-room.ts';
import { useLiveRoom } from '../../../lib/socket.ts';
import { galleryDesignQueryKey } from '../api/get-gallery-design.ts';

/**
 * The `design:{id}` room patches the detail's counts: a push carries `{ designId, totalVotes?,
 * totalShares? }` and only what it carries changes (votes and shares come from different read
 * models). A hidden count (null) never replaces the one shown. After a reconnect the design is read again.
 */
export function useDesignCountsLive(designId: string): void {
  const live = useMemo<LiveRoom<`design:${string}`>>(
    () => ({
      room: `design:${designId}`,
      resync: [galleryDesignQueryKey(designId)],
      onPush: (payload, queryClient) =>
        queryClient.setQueryData<GalleryDesign>(galleryDesignQueryKey(designId), (design) =>
          design
            ? {
                ...design,
                totalVotes: typeof payload.totalVotes === 'number' ? payload.totalVotes : design.totalVotes,
                totalShares: payload.totalShares ?? design.totalShares,
              }
            : design,
        ),
    }),
    [designId],
  );
  useLiveRoom(live);
}
