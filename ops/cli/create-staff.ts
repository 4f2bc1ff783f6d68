import path from 'node:path';
import { createReadyStaff, inviteStaff } from '../../api/accounts/staff.ts';
import { createMailer } from '../../api/mail/mailer.ts';
import { createLogger } from '../../api/platform/logger.ts';
import { createStaffSchema, staffOnboardRequestSchema } from '../../events/schemas/accounts.ts';
import { commandLine } from './command-line.ts';
import { runOps } from './connect.ts';

const usage = 'usage: npm run create-staff -- --role admin|moderator --email E (--password P [--name N] | --invite)';
const values = commandLine('create-staff', usage, {
  role: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
  invite: { type: 'boolean' },
});

runOps(async ({ config, store, db, keys }) => {
  const role = values.role;
  const email = createStaffSchema.safeParse({ email: values.email });
  if ((role !== 'admin' && role !== 'moderator') || !email.success || (!values.invite && !values.password)) {
    console.error(usage);
    return 2;
  }
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: config.MAIL_FROM,
    logger: createLogger('warn'),
  });
  const services = { store, db, keys, mailer, config };
  const metadata = { now: Date.now(), actor: { id: 'operator', role: 'system' } };
  if (values.invite) {
    const link = await inviteStaff(services, email.data.email, role, metadata);
    console.log(`invitation mailed to ${email.data.email} (${mailer.transport}); onboarding link:\n${link}`);
    return 0;
  }
  const account = staffOnboardRequestSchema.safeParse({ name: values.name ?? role, password: values.password });
  if (!account.success) {
    console.error(account.error.issues.map((issue) => issue.message).join('\n'));
    return 2;
  }
  await createReadyStaff(services, { email: email.data.email, role, ...account.data }, metadata);
  console.log(
    `${role} ${email.data.email} created; log in at ${config.PUBLIC_URL}/${role === 'admin' ? 'administrador' : 'moderador'}`,
  );
  return 0;
});
