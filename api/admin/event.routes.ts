import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { handleCommand } from '../../events/command/handle-command.ts';
import { contestDecider } from '../../events/contest/contest.decider.ts';
import { contestStreamId } from '../../events/contest/contest.events.ts';
import { adminOtpSchema, type EventSettings, eventSettingsSchema } from '../../events/schemas/admin.ts';
import { findAccount } from '../../projections/accounts/accounts.projection.ts';
import { currentContest } from '../../projections/contest/contest.projection.ts';
import { requestContext } from '../accounts/request-context.ts';
import type { AppEnv } from '../app-env.ts';
import { requireRole } from '../middleware/auth/index.ts';
import { validate } from '../middleware/validate/index.ts';
import type { Services } from '../services.ts';
import { sendAdminCode, spendAdminCodeProof, verifyAdminCode } from './admin-codes.ts';

const scheduleOf = ({ eventId: _id, ...schedule }: EventSettings) => schedule;

/** Tab 3: the event settings, changed only after the admin's mailed one-time code. */
export function eventRoutes(services: Services) {
  const save = async (
    metadata: ReturnType<typeof requestContext>,
    type: 'ScheduleContest' | 'RescheduleContest',
    eventId: string,
    settings: EventSettings,
  ) => {
    const result = await handleCommand(services.store, contestStreamId(eventId), contestDecider, {
      type,
      data: { eventId, schedule: scheduleOf(settings) },
      metadata,
    });
    if (result.lastPosition) await services.progress.waitFor('contest', result.lastPosition);
    return currentContest(services.db);
  };

  const onlyAdmins = requireRole(services, 'admin');
  return new Hono<AppEnv>()
    .get('/event', onlyAdmins, async (c) => c.json({ data: (await currentContest(services.db)) ?? null }))
    .get('/send-otp', onlyAdmins, async (c) => {
      const session = c.get('session')!;
      const admin = await findAccount(services.db, session.accountId);
      if (admin) await sendAdminCode(services, session.accountId, admin.email);
      return c.json({ statusCode: 200, message: 'Te enviamos un código a tu correo electrónico.' });
    })
    .post('/verify-admin-otp', onlyAdmins, validate('json', adminOtpSchema), async (c) => {
      await verifyAdminCode(services, c.get('session')!, c.req.valid('json').otp);
      return c.json({ data: { correctOtp: true }, message: 'Código verificado.' });
    })
    .post('/create-event', onlyAdmins, validate('json', eventSettingsSchema), async (c) => {
      await spendAdminCodeProof(services, c.get('session')!);
      const settings = c.req.valid('json');
      const data = await save(
        requestContext(c, services),
        'ScheduleContest',
        settings.eventId ?? randomUUID(),
        settings,
      );
      return c.json({ data, message: 'Evento creado.' }, 201);
    })
    .post('/update-event', onlyAdmins, validate('json', eventSettingsSchema), async (c) => {
      await spendAdminCodeProof(services, c.get('session')!);
      const settings = c.req.valid('json');
      const eventId = settings.eventId ?? (await currentContest(services.db))?.eventId;
      const metadata = requestContext(c, services);
      const data = eventId
        ? await save(metadata, 'RescheduleContest', eventId, settings)
        : await save(metadata, 'ScheduleContest', randomUUID(), settings);
      return c.json({ data, message: 'Evento actualizado.' });
    });
}
