import type { CommandMetadata } from '../../events/command/decider.ts';
import type { StaffRole } from '../../events/identity/identity.events.ts';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { consumeActionToken, createActionToken } from '../identity/action-tokens.ts';
import { setPassword } from '../identity/credentials.ts';
import { inviteMail } from '../mail/templates.ts';
import type { Services } from '../services.ts';
import { newAccountId, onUser, reserveAccount } from './accounts.ts';
import { invalidLink } from './answers.ts';
import { openSession } from './sessions.ts';

/** What staff-account work needs: the operator CLI has these without a running server. */
export type StaffServices = Pick<Services, 'store' | 'db' | 'mailer' | 'config' | 'keys'>;

const invitationLifetimeMs = 7 * 24 * 60 * 60_000;

async function createStaffAccount(
  services: StaffServices,
  email: string,
  role: StaffRole,
  metadata: CommandMetadata,
): Promise<string> {
  const accountId = await reserveAccount(services, email, newAccountId(), role, metadata);
  const personal = await services.keys.seal(accountKey(accountId), { email });
  await onUser(services, accountId, {
    type: 'InviteStaff',
    data: { userId: accountId, role, personal, invitedBy: metadata.actor?.id ?? 'operator' },
    metadata,
  });
  return accountId;
}

/** Reserves the e-mail, records the invitation and mails the onboarding link (`/agregar-contraseña?mode=add`). */
export async function inviteStaff(
  services: StaffServices,
  email: string,
  role: StaffRole,
  metadata: CommandMetadata,
): Promise<string> {
  const accountId = await createStaffAccount(services, email, role, metadata);
  const token = await createActionToken(services.db, {
    purpose: 'invite',
    accountId,
    role,
    expiresAt: metadata.now + invitationLifetimeMs,
  });
  const link = `${services.config.PUBLIC_URL}/agregar-contrase%C3%B1a?mode=add&token=${token}&type=${role}`;
  await services.mailer.send(inviteMail(email, link, role));
  return link;
}

/** A ready account with a password, for bootstrapping the first admin from the command line. */
export async function createReadyStaff(
  services: StaffServices,
  account: { email: string; password: string; name: string; role: StaffRole },
  metadata: CommandMetadata,
) {
  const accountId = await createStaffAccount(services, account.email, account.role, metadata);
  await completeOnboarding(services, accountId, account, metadata);
  return accountId;
}

async function completeOnboarding(
  services: StaffServices,
  accountId: string,
  account: { name: string; password: string },
  metadata: CommandMetadata,
) {
  await setPassword(services, accountId, account.password);
  await onUser(services, accountId, {
    type: 'OnboardStaff',
    data: { personal: await services.keys.seal(accountKey(accountId), { name: account.name }) },
    metadata,
  });
  await onUser(services, accountId, { type: 'ChangePassword', data: { reason: 'onboarding' }, metadata });
}

/** The invitation link's page: sets name and password, then logs the new staff member in. */
export async function onboardStaff(
  services: Services,
  token: string,
  role: StaffRole,
  account: { name: string; password: string },
  metadata: CommandMetadata,
) {
  const accountId = await consumeActionToken(services.db, token, 'invite', role, metadata.now);
  if (!accountId) throw invalidLink();
  await completeOnboarding(services, accountId, account, metadata);
  return openSession(services, accountId, role, metadata);
}
