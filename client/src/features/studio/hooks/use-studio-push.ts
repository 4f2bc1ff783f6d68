import { useMemo } from 'react';
import type { LiveRoom } from '../../../lib/live-room.ts';
import { useLiveRoom } from '../../../lib/socket.ts';
import { type StudioTexture, texturesQueryKey } from '../api/get-textures.ts';

/** While the studio is open, a settled texture arrives by push into the list, without a reload. */
export function useStudioPush(userId: string) {
  const live = useMemo(
    (): LiveRoom<`user:${string}`> => ({
      room: `user:${userId}`,
      onPush: (payload, queryClient) => {
        if (payload.type !== 'texture') return;
        const texture = payload.texture as StudioTexture;
        queryClient.setQueryData<StudioTexture[]>(texturesQueryKey(userId), (textures) =>
          textures?.some((known) => known._id === texture._id)
            ? textures.map((known) => (known._id === texture._id ? texture : known))
            : [texture, ...(textures ?? [])],
        );
      },
      resync: [texturesQueryKey(userId)],
    }),
    [userId],
  );
  useLiveRoom(live);
}
