import { seedDemo } from '../seed/seed-demo.ts';
import { runOps } from './connect.ts';

runOps(async ({ store }) => {
  const report = await seedDemo(store);
  if (!report.seeded) console.log('the event store already holds events: nothing seeded');
  for (const line of report.lines) console.log(`seeded ${line}`);
  return 0;
});
