import type { StaffServices } from '../../api/accounts/staff.ts';
import { demoUserPassword, seedDemoAccounts } from './demo-accounts.ts';
import { demoSchedule, seedDemoContest } from './demo-contest.ts';
import { type DesignSeedServices, seedDemoDesigns } from './demo-designs.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoVotes } from './demo-votes.ts';

export class DemoSeedRefused extends Error {
  constructor() {
    super('demo data is not seeded with NODE_ENV=production: its accounts have known passwords');
  }
}

export type SeedReport = { readonly seeded: boolean; readonly lines: readonly string[] };

/** Fills an empty store with a living demo contest; a store that holds any event is left alone. */
export async function seedDemo(services: StaffServices & DesignSeedServices, now = Date.now()): Promise<SeedReport> {
  if (services.config.production) throw new DemoSeedRefused();
  if ((await services.store.readAll({ limit: 1 })).length > 0) return { seeded: false, lines: [] };
  const eventId = await seedDemoContest(services.store, now);
  const { staff, users } = await seedDemoAccounts(services, now);
  const designs = await seedDemoDesigns(
    services,
    users.map((user) => user.userId),
    now,
  );
  const moderator = staff.find((account) => account.role === 'moderator')!;
  const reviews = await seedDemoReviews(services.store, moderator.accountId, designs.submitted, now);
  const votes = await seedDemoVotes(services.store, reviews.verified, now);
  return {
    seeded: true,
    lines: [
      `demo contest ${eventId}: design and voting open until ${new Date(demoSchedule(now).contentCreationEndDate).toISOString().slice(0, 10)}`,
      ...staff.map(
        (account) =>
          `${account.role}: ${account.email} / ${account.password}   (shown once; log in at /${account.role === 'admin' ? 'administrador' : 'moderador'})`,
      ),
      `${users.length} demo users: ${users[0]!.email} … ${users.at(-1)!.email} / ${demoUserPassword} (login sends a code to DATA_DIR/outbox)`,
      `${designs.designs} demo designs with textures and thumbnails, ${designs.submitted.length} submitted for review`,
      `${reviews.verified.length} of them verified (in the gallery at /galeria), ${reviews.pending} pending review, one rejected and one handed back for another try`,
      `${votes} demo votes on the verified demo designs`,
    ],
  };
}
