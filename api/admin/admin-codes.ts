import { sql } from 'kysely';
import { DomainError } from '../../events/command/decider.ts';
import { codeResendWaitMs } from '../../events/identity/identity.events.ts';
import { tablesOf } from '../../projections/db/read-model-db.ts';
import { sha256, sixDigitCode } from '../identity/secrets.ts';
import type { Session } from '../identity/sessions.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
import type { AdminTables } from './admin-tables.ts';

/** A mailed code and the proof it leaves both last five minutes; the proof serves one change. */
export const adminCodeLifetimeMs = 5 * 60_000;
const maxAttempts = 5;

type CodeServices = Pick<Services, 'db' | 'mailer' | 'clock'>;

const tables = (services: Pick<Services, 'db'>) => tablesOf<AdminTables>(services.db);
const hashOf = (accountId: string, code: string) => sha256(`admin-action:${accountId}:${code}`);

export const wrongAdminCode = () =>
  new DomainError('admin.invalid-code', 'El código no es válido o ha caducado.', 400, {
    data: { correctOtp: false },
  });
export const adminCodeNeeded = () =>
  new DomainError('admin.code-needed', 'Confirma el cambio con el código que te enviamos por correo.', 403);

function adminCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Código para confirmar cambios del evento: ${code}`,
    text: `Tu código para confirmar los cambios del evento es ${code}. Vence en 5 minutos y sirve una sola vez. Si no lo solicitaste, avisa al equipo.\n\n— Equipo del Concurso de Diseño`,
  };
}

/** Mails a fresh code to the admin (a resend within 60 s is refused). */
export async function sendAdminCode(services: CodeServices, accountId: string, email: string): Promise<void> {
  const now = services.clock.now();
  const code = sixDigitCode();
  const row = {
    account_id: accountId,
    code_hash: hashOf(accountId, code),
    sent_at: String(now),
    expires_at: String(now + adminCodeLifetimeMs),
    attempts: 0,
  };
  const written = await tables(services)
    .insertInto('admin_codes')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('account_id')
        .doUpdateSet(row)
        .where('admin_codes.sent_at', '<=', String(now - codeResendWaitMs)),
    )
    .executeTakeFirst();
  if (written.numInsertedOrUpdatedRows === 0n) {
    throw new DomainError('admin.resend-too-soon', 'Espera un minuto antes de pedir otro código.', 429);
  }
  await services.mailer.send(adminCodeMail(email, code));
}

/** A right code (counted before comparing, used once) leaves a proof for this session's next change. */
export async function verifyAdminCode(services: CodeServices, session: Session, code: string): Promise<void> {
  const now = services.clock.now();
  const tried = await tables(services)
    .updateTable('admin_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('account_id', '=', session.accountId)
    .returning(['code_hash', 'expires_at', 'attempts'])
    .executeTakeFirst();
  const right =
    tried?.code_hash === hashOf(session.accountId, code) &&
    Number(tried.expires_at) > now &&
    tried.attempts <= maxAttempts;
  if (!right) {
    if (tried && tried.attempts >= maxAttempts) await forgetCode(services, session.accountId);
    throw wrongAdminCode();
  }
  const used = await forgetCode(services, session.accountId, tried.code_hash);
  if (!used) throw wrongAdminCode();
  const proof = { session_id: session.sessionId, expires_at: String(now + adminCodeLifetimeMs) };
  await tables(services)
    .insertInto('admin_code_proofs')
    .values(proof)
    .onConflict((oc) => oc.column('session_id').doUpdateSet(proof))
    .execute();
}

async function forgetCode(services: CodeServices, accountId: string, codeHash?: string): Promise<boolean> {
  let query = tables(services).deleteFrom('admin_codes').where('account_id', '=', accountId);
  if (codeHash) query = query.where('code_hash', '=', codeHash);
  return (await query.executeTakeFirst()).numDeletedRows > 0n;
}

/** Takes the session's proof (once); throws when there is none or it has expired. */
export async function spendAdminCodeProof(services: CodeServices, session: Session): Promise<void> {
  const spent = await tables(services)
    .deleteFrom('admin_code_proofs')
    .where('session_id', '=', session.sessionId)
    .returning('expires_at')
    .executeTakeFirst();
  if (!spent || Number(spent.expires_at) <= services.clock.now()) throw adminCodeNeeded();
}
