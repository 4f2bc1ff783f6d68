import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantSettingsQueryKey } from '../features/assistant/api/get-assistant-settings.ts';
import { contestEventQueryKey } from '../features/contest/api/get-event.ts';
import { contestRoom } from './use-contest-schedule.ts';

// The session module listens to the browser's storage events when it loads; Node has no window.
vi.hoisted(() => vi.stubGlobal('window', new EventTarget()));

describe('the public contest room', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(contestEventQueryKey, null);
  });

  it('should put the saved event settings in place of the loaded ones', () => {
    const event = { eventId: 'main', startDate: 1, countDown: true };
    contestRoom.onPush({ type: 'event', data: event }, queryClient);
    expect(queryClient.getQueryData(contestEventQueryKey)).toEqual(event);
    expect(queryClient.getQueryData(assistantSettingsQueryKey)).toBeUndefined();
  });

  it('should put the assistant settings in their own query', () => {
    contestRoom.onPush({ type: 'assistant', data: { name: 'Sofía', logoUrl: '/logo.svg' } }, queryClient);
    expect(queryClient.getQueryData(assistantSettingsQueryKey)).toEqual({ name: 'Sofía', logoUrl: '/logo.svg' });
    expect(queryClient.getQueryData(contestEventQueryKey)).toBeNull();
  });
});
