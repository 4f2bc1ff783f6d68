import path from 'node:path';
import { sharedSecret } from '../../api/identity/secrets.ts';
import { createMailer } from '../../api/mail/mailer.ts';
import { createLogger } from '../../api/platform/logger.ts';
import { blobStorage } from '../../api/platform/start-platform.ts';
import { signedBlobStore } from '../../api/uploads/signed-blob-store.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { commandLine } from './command-line.ts';
import { runOps } from './connect.ts';

commandLine(
  'seed-demo',
  'usage: npm run seed-demo (fills an empty store with the demo contest; refused with NODE_ENV=production)',
  {},
);

runOps(async ({ config, store, db, keys }) => {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: config.MAIL_FROM,
    logger: createLogger('warn'),
  });
  const blobs = signedBlobStore(blobStorage(config), await sharedSecret(db, 'uploads'));
  const report = await seedDemo({ config, store, db, keys, mailer, blobs });
  if (!report.seeded) console.log('the event store already holds events: nothing seeded');
  for (const line of report.lines) console.log(`seeded ${line}`);
  return 0;
});
