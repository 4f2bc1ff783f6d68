import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffOnboardRequestSchema } from '../../../../../events/schemas/accounts.ts';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { StaffRole } from '../../../lib/session.ts';
import type { SignedInResponse } from './verify-otp.ts';

const onboardPaths: Record<StaffRole, string> = {
  admin: '/admin/onboard-admin',
  moderator: '/admin/onboard-moderator',
};

type StaffOnboardInput = z.input<typeof staffOnboardRequestSchema> & { role: StaffRole; token: string };

/** POST /admin/onboard-admin/:token or /admin/onboard-moderator/:token: an invited staff member sets name and password. */
export function staffOnboard({ role, token, ...request }: StaffOnboardInput): Promise<SignedInResponse> {
  return api.post<SignedInResponse>(`${onboardPaths[role]}/${encodeURIComponent(token)}`, request);
}

export function useStaffOnboard(config: MutationConfig<typeof staffOnboard> = {}) {
  return useMutation({ ...config, mutationFn: staffOnboard });
}
