import { test as base } from '@playwright/test';
import { type ProductProcess, startProductProcess } from '../../ops/testing/product-process.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';

type WorkerFixtures = {
  product: ProductProcess;
  mailbox: SmtpSink;
  /**
   * A journey that changes the whole site (e.g. switches the countdown on) sets this, so its worker
   * runs a product of its own and no other journey meets the changed site.
   */
  siteChanging: boolean;
};
type TestOptions = {
  /** Journeys start as returning visitors, without the landing's first-visit offer; landing.e2e.ts turns this off. */
  landingTourSeen: boolean;
};

// Each worker runs the real product (`node ops/start.ts`) on a fresh DATA_DIR and a free port,
// sending its mail to a real SMTP sink the journeys read from.
export const test = base.extend<TestOptions, WorkerFixtures>({
  landingTourSeen: [true, { option: true }],
  page: async ({ page, landingTourSeen }, use) => {
    if (landingTourSeen) {
      await page.addInitScript(() => {
        if (localStorage.getItem('landing-tour') === null) localStorage.setItem('landing-tour', 'true');
      });
    }
    await use(page);
  },
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  siteChanging: [false, { option: true, scope: 'worker' }],
  product: [
    async ({ mailbox, siteChanging: _separateWorker }, use) => {
      const product = await startProductProcess({ SMTP_URL: mailbox.url, SEED_DEMO: 'true' });
      await use(product);
      await product.stop();
    },
    // Starting and seeding took 51 s with a load average of 21 on this shared 2-core machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ product }, use) => use(product.url),
});

export { expect } from '@playwright/test';
