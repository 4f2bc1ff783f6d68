import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { messages } from '../../../../events/schemas/messages.ts';
import { session } from '../../lib/session.ts';
import { redirectFor, type Access } from './access.ts';

type RouteGuardProps = { access: Access; children: ReactNode };

export function RouteGuard({ access, children }: RouteGuardProps) {
  const state = useSnapshot(session);
  const target = redirectFor(access, state);
  const deniedStaffArea = target !== null && (access === 'admin' || access === 'moderator');

  useEffect(() => {
    if (deniedStaffArea) console.error(messages.errors.unauthorizedStaff);
  }, [deniedStaffArea]);

  if (target !== null) return <Redirect to={target} replace />;
  return children;
}
