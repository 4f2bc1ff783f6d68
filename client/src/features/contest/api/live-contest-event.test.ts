import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotice } from '../../../lib/room-client.ts';
import { contestEventQueryKey } from './get-event.ts';
import { contestSettingsPushes } from './live-contest-event.ts';

// The session module listens to the browser's storage events when it loads; Node has no window.
vi.hoisted(() => vi.stubGlobal('window', new EventTarget()));

describe('live contest settings for admins', () => {
  let queryClient: QueryClient;
  const isStale = () => queryClient.getQueryState(contestEventQueryKey)?.isInvalidated;
  const push = (notice: AdminNotice) => contestSettingsPushes.onPush(notice, queryClient);

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(contestEventQueryKey, null);
  });

  it('should leave the event settings alone when the live statistics count other events', () => {
    push({ type: 'stats', eventCounts: { UserRegistered: 12 } });
    push({ type: 'deletion-requested', accountId: 'a1' });
    expect(isStale()).toBe(false);
  });

  it('should mark the event settings stale when a projected batch held a contest change', () => {
    push({ type: 'stats', eventCounts: { ContestRescheduled: 2, UserRegistered: 13 } });
    expect(isStale()).toBe(true);
  });
});
