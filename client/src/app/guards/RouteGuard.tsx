import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { messages } from '../../../../events/schemas/messages.ts';
import { paths } from '../../config/paths.ts';
import { useContestEvent } from '../../features/contest/api/get-event.ts';
import { loginPathReturningTo } from '../../lib/return-to.ts';
import { session } from '../../lib/session.ts';
import { type Access, redirectFor } from './access.ts';
import { countdownRedirect } from './countdown-gate.ts';

type RouteGuardProps = { access: Access; children: ReactNode };

export function RouteGuard({ access, children }: RouteGuardProps) {
  const state = useSnapshot(session);
  const [location] = useLocation();
  const search = useSearch();
  const event = useContestEvent();
  const target = countdownRedirect(access, event, Date.now(), location) ?? redirectFor(access, state);
  const deniedStaffArea = target !== null && (access === 'admin' || access === 'moderator');

  useEffect(() => {
    if (deniedStaffArea) console.error(messages.errors.unauthorizedStaff);
  }, [deniedStaffArea]);

  if (target === null) return children;
  // A user sent to log in comes back to the page they asked for.
  const to = target === paths.login ? loginPathReturningTo(search ? `${location}?${search}` : location) : target;
  return <Redirect to={to} replace />;
}
