import type { CommandMetadata } from '../../events/command/decider.ts';
import { type Role, resetLinkLifetimeMs } from '../../events/identity/identity.events.ts';
import { consumeActionToken, createActionToken } from '../identity/action-tokens.ts';
import { setPassword } from '../identity/credentials.ts';
import { resetMail } from '../mail/templates.ts';
import type { Services } from '../services.ts';
import { onUser, reservationOf } from './accounts.ts';
import { invalidLink } from './answers.ts';
import { closeAllSessions } from './sessions.ts';

const resetPage = (services: Services, role: Role, token: string) =>
  role === 'user'
    ? `${services.config.PUBLIC_URL}/restablecer-contrasena?token=${token}`
    : `${services.config.PUBLIC_URL}/agregar-contrase%C3%B1a?mode=reset&token=${token}&type=${role}`;

/** Mails a reset link when the e-mail belongs to an account of this role; the answer never says whether it does. */
async function requestPasswordReset(
  services: Services,
  email: string,
  role: Role,
  metadata: CommandMetadata,
): Promise<void> {
  const reservation = await reservationOf(services, email);
  if (!reservation || reservation.role !== role) return;
  const result = await onUser(services, reservation.accountId, {
    type: 'RequestPasswordReset',
    data: {},
    metadata,
  }).catch(() => undefined);
  if (!result) return;
  const token = await createActionToken(services.db, {
    purpose: 'reset',
    accountId: reservation.accountId,
    role,
    expiresAt: metadata.now + resetLinkLifetimeMs,
  });
  await services.mailer.send(resetMail(email, resetPage(services, role, token)));
}

/** The answer leaves before any lookup or mail, so known and unknown e-mails take the same time. */
export function requestPasswordResetLater(
  services: Services,
  email: string,
  role: Role,
  metadata: CommandMetadata,
): void {
  requestPasswordReset(services, email, role, metadata).catch((error: unknown) =>
    services.logger.error({ err: error }, 'password reset request failed'),
  );
}

/** Single use, one hour: the new password replaces the old and every open session ends. */
export async function resetPassword(
  services: Services,
  token: string,
  password: string,
  role: Role,
  metadata: CommandMetadata,
): Promise<void> {
  const accountId = await consumeActionToken(services.db, token, 'reset', role, metadata.now);
  if (!accountId) throw invalidLink();
  await setPassword(services, accountId, password);
  await onUser(services, accountId, { type: 'ChangePassword', data: { reason: 'reset' }, metadata });
  await closeAllSessions(services, accountId, metadata.now);
}
