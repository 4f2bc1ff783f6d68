import { randomBytes, randomUUID } from 'node:crypto';
import { onUser, reserveAccount } from '../../api/accounts/accounts.ts';
import { createReadyStaff, type StaffServices } from '../../api/accounts/staff.ts';
import { setPassword } from '../../api/identity/credentials.ts';
import { accountKey } from '../../events/personal-data/personal-data-keys.ts';
import { dealers } from '../../events/schemas/dealers.ts';

const firstNames = [
  'Ana',
  'Luis',
  'María',
  'Jorge',
  'Sofía',
  'Diego',
  'Valeria',
  'Carlos',
  'Fernanda',
  'Andrés',
  'Camila',
  'Ricardo',
];
const lastNames = [
  'López',
  'Hernández',
  'García',
  'Martínez',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Gómez',
];

export const demoUserPassword = 'Demo1234!';

/** Staff with fresh random passwords (printed once by the caller) and verified demo users. */
export async function seedDemoAccounts(services: StaffServices, now: number) {
  const metadata = (at: number) => ({ now: at, actor: { id: 'seed-demo', role: 'system' } });
  const staff = [
    {
      role: 'admin' as const,
      email: 'admin@concurso.local',
      password: randomBytes(9).toString('base64url'),
      name: 'Administración',
    },
    {
      role: 'moderator' as const,
      email: 'moderador@concurso.local',
      password: randomBytes(9).toString('base64url'),
      name: 'Moderación',
    },
  ];
  const created = [];
  for (const account of staff) {
    created.push({ ...account, accountId: await createReadyStaff(services, account, metadata(now)) });
  }

  const users = [];
  for (const [i, firstName] of firstNames.entries()) {
    const at = now - (firstNames.length - i) * 3_600_000;
    const email = `usuario${i + 1}@demo.mx`;
    const userId = await reserveAccount(services, email, randomUUID(), 'user', metadata(at));
    const dealer = dealers[(i * 7) % dealers.length]!;
    const personal = await services.keys.seal(accountKey(userId), {
      firstName,
      lastName: lastNames[i],
      email,
      dateOfBirth: `1${i % 9}/0${(i % 9) + 1}/199${i % 10}`,
      mobileNumber: `55${String(10_000_000 + i)}`,
    });
    await onUser(services, userId, {
      type: 'RegisterUser',
      data: { userId, personal, distributor: dealer.value, state: dealer.state },
      metadata: metadata(at),
    });
    await setPassword(services, userId, demoUserPassword);
    await onUser(services, userId, {
      type: 'LogIn',
      data: { sessionId: randomUUID(), role: 'user' },
      metadata: metadata(at + 60_000),
    });
    users.push({ userId, email });
  }
  return { staff: created, users };
}
