import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voterStreamPrefix } from '../../events/vote/vote.events.ts';
import { createTestStore, type TestStore } from '../testing/test-database.ts';
import { reviewedDesign } from '../testing/voting-fixture.ts';
import { seedDemoVotes } from './demo-votes.ts';

describe('demo votes', () => {
  let test: TestStore;
  beforeAll(async () => {
    test = await createTestStore();
  });
  afterAll(async () => test?.close());

  it('should like only the verified designs it is given, once per visitor, earlier entries more', async () => {
    const now = Date.now();
    const designs = [];
    for (let n = 0; n < 5; n++) designs.push((await reviewedDesign(test.store, { at: now - 1000 + n })).designId);
    const pending = await reviewedDesign(test.store, { status: 'PENDING' });
    const cast = await seedDemoVotes(test.store, designs, now);

    const tally = new Map<string, number>();
    const pairs = new Set<string>();
    const votes = (await test.store.readAll({ limit: 10_000 })).filter((e) => e.streamId.startsWith(voterStreamPrefix));
    for (const { type, data } of votes) {
      const { voterId, designId } = data as { voterId: string; designId: string };
      expect(type).toBe('VoteCast');
      expect(pairs.has(`${voterId}|${designId}`)).toBe(false);
      pairs.add(`${voterId}|${designId}`);
      tally.set(designId, (tally.get(designId) ?? 0) + 1);
    }
    expect(votes).toHaveLength(cast);
    expect(tally.has(pending.designId)).toBe(false);
    expect(tally.get(designs[0]!)).toBeGreaterThan(tally.get(designs[4]!) ?? 0);
  });
});
