import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { apiRequester } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { onboardedStaff } from '../../ops/testing/staff-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

const hour = 60 * 60_000;
const start = Date.UTC(2026, 5, 20, 16); // 10:00 in Mexico City

describe('CSV export of users and sessions', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let adminToken: string;

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    adminToken = (await onboardedStaff(platform, mailbox, 'admin')).token;
    const { store, keys } = platform.services;
    const people = [
      ['u1', 'José', 'Núñez', start],
      ['u2', '=HYPERLINK("http://malo.mx","clic")', '+52', start + hour],
      ['u3', 'Fuera', 'DeRango', start + 48 * hour],
    ] as const;
    for (const [userId, firstName, lastName, at] of people) {
      const personal = await keys.seal(accountKey(userId), {
        firstName,
        lastName,
        email: `${userId}@ejemplo.mx`,
        dateOfBirth: '01/01/1990',
        mobileNumber: '5512345678',
      });
      await store.append(
        `user-${userId}`,
        [
          { type: 'UserRegistered', data: { userId, personal, distributor: 'jalisco--zapopan', state: 'Jalisco', at } },
          { type: 'LoggedIn', data: { sessionId: `s-${userId}`, role: 'user', at: at + 60_000 } },
        ],
        { expectedVersion: 0 },
      );
    }
    const { lastPosition } = await store.append(
      'user-u1',
      [{ type: 'LoggedIn', data: { sessionId: 's-x', role: 'user', at: start + 2 * hour } }],
      {
        expectedVersion: 2,
      },
    );
    await platform.services.progress.waitFor('admin_statistics', lastPosition!, 10_000);
    await platform.services.progress.waitFor('accounts', lastPosition!, 10_000);
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  const download = (body: unknown) =>
    apiRequester(platform.app)('/admin/download-login-user-list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });

  it('streams the users registered in the range as UTF-8 with a BOM, formulas made inert', async () => {
    const response = await download({ infoType: 'userDetails', startDate: start - hour, endDate: start + 24 * hour });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="usuarios-2026-06-20-2026-06-21.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\n');
    expect(lines).toEqual([
      'ID,Nombre,Apellido,Correo electrónico,Teléfono,Distribuidor,Estado,Fecha de registro,Verificado,Último acceso',
      'u1,José,Núñez,u1@ejemplo.mx,5512345678,jalisco--zapopan,Jalisco,2026-06-20 10:00,No,2026-06-20 12:00',
      `u2,"'=HYPERLINK(""http://malo.mx"",""clic"")",'+52,u2@ejemplo.mx,5512345678,jalisco--zapopan,Jalisco,2026-06-20 11:00,No,2026-06-20 11:01`,
    ]);
  });

  it('streams one row per login for session info', async () => {
    const response = await download({ infoType: 'sessionInfo', startDate: start, endDate: start + 3 * hour });
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'ID,Nombre,Apellido,Correo electrónico,Estado,Inicio de sesión',
      'u1,José,Núñez,u1@ejemplo.mx,Jalisco,2026-06-20 10:01',
      `u2,"'=HYPERLINK(""http://malo.mx"",""clic"")",'+52,u2@ejemplo.mx,Jalisco,2026-06-20 11:01`,
      'u1,José,Núñez,u1@ejemplo.mx,Jalisco,2026-06-20 12:00',
    ]);
  });

  it('answers a missing field with SPEC’s text', async () => {
    const response = await download({ infoType: 'userDetails', startDate: start });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Please select required fileds');
  });
});
