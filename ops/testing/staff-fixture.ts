import { inviteStaff } from '../../api/accounts/staff.ts';
import type { Services } from '../../api/services.ts';
import { uniqueEmail } from './accounts-fixture.ts';
import { apiClient, linkIn } from './api-client.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { TestPlatform } from './test-platform.ts';

export const staffPassword = 'staffpass1234';

/** Invites a staff member, follows the mailed onboarding link: their e-mail, account id and session token. */
export async function onboardedStaff(
  platform: Pick<TestPlatform, 'app'> & { services: Services },
  mailbox: SmtpSink,
  role: 'admin' | 'moderator',
  name = role === 'admin' ? 'Admin Uno' : 'Moderador Uno',
) {
  const email = uniqueEmail(role);
  await inviteStaff(platform.services, email, role, { now: platform.services.clock.now() });
  const link = new URL(linkIn((await mailbox.waitFor(email)).text));
  const onboarded = await apiClient(platform.app).post(`/admin/onboard-${role}/${link.searchParams.get('token')}`, {
    name,
    password: staffPassword,
  });
  if (onboarded.status !== 200) throw new Error(`onboarding failed: ${JSON.stringify(onboarded.body)}`);
  return { email, id: onboarded.body.data._id as string, token: onboarded.body.token as string };
}
