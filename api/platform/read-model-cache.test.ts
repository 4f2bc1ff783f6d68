import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPage } from '../../events/schemas/gallery.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import { readModelCache } from './read-model-cache.ts';

const pageOf = (name: string): GalleryPage => ({ data: [{ name }], totalPages: 1, totalcount: 1 }) as GalleryPage;

describe('the read-model cache', () => {
  let applied: LogPosition | undefined;
  let queries: number;
  const cached = () => readModelCache<GalleryPage>({ applied: () => applied }, 'gallery');
  const load = (name: string) => async () => {
    queries++;
    return pageOf(name);
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23) });
    applied = { commit: 10, prepare: 1 };
    queries = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('answers the same page from one query while the gallery applies nothing new', async () => {
    const listing = cached();
    const answers = await Promise.all([listing('page 1', load('a')), listing('page 1', load('b'))]);
    expect(answers.map((page) => page.data[0]!.name)).toEqual(['a', 'a']);
    expect((await listing('page 2', load('c'))).data[0]!.name).toBe('c');
    expect(queries).toBe(2);
  });

  it('queries again once the gallery has applied another event', async () => {
    const listing = cached();
    await listing('page 1', load('before'));
    applied = { commit: 11, prepare: 2 };
    expect((await listing('page 1', load('after'))).data[0]!.name).toBe('after');
  });

  it('queries again after a second, in case the gallery’s announcements stopped arriving', async () => {
    const listing = cached();
    await listing('page 1', load('before'));
    vi.advanceTimersByTime(999);
    expect((await listing('page 1', load('still'))).data[0]!.name).toBe('before');
    vi.advanceTimersByTime(1);
    expect((await listing('page 1', load('after'))).data[0]!.name).toBe('after');
  });

  it('does not keep a failed query', async () => {
    const listing = cached();
    await expect(listing('page 1', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect((await listing('page 1', load('recovered'))).data[0]!.name).toBe('recovered');
  });
});
