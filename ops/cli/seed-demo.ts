import path from 'node:path';
import { sharedSecret } from '../../api/identity/secrets.ts';
import { createMailer } from '../../api/mail/mailer.ts';
import { createLogger } from '../../api/platform/logger.ts';
import { blobStorage } from '../../api/platform/start-platform.ts';
import { signedBlobStore } from '../../api/uploads/local-blob-store.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { runOps } from './connect.ts';

runOps(async ({ config, store, db }) => {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: config.MAIL_FROM,
    logger: createLogger('warn'),
  });
  const blobs = signedBlobStore(blobStorage(config), await sharedSecret(db, 'uploads'));
  const report = await seedDemo({ config, store, db, mailer, blobs });
  if (!report.seeded) console.log('the event store already holds events: nothing seeded');
  for (const line of report.lines) console.log(`seeded ${line}`);
  return 0;
});
