import { paths, staffLanding } from '../../config/paths.ts';
import { isUserLoggedIn, type SessionState } from '../../lib/session.ts';

/**
 * - public: anyone; logged-in staff go to their landing page
 * - guest: login, sign-up and password screens; a logged-in user goes home
 * - user: needs a user token and a stored user
 * - staffGuest: staff login and forgot-password screens
 * - admin / moderator: needs that staff token
 * - open: no guard (staff onboarding link)
 */
export type Access = 'public' | 'guest' | 'user' | 'staffGuest' | 'admin' | 'moderator' | 'open';

export function redirectFor(access: Access, state: SessionState): string | null {
  const landing = state.role ? staffLanding[state.role] : null;
  switch (access) {
    case 'open':
      return null;
    case 'admin':
      return state.hasAdminToken ? null : paths.adminLogin;
    case 'moderator':
      return state.hasModeratorToken ? null : paths.moderatorLogin;
    case 'public':
    case 'staffGuest':
      return landing;
    case 'guest':
      return landing ?? (isUserLoggedIn(state) ? paths.home : null);
    case 'user':
      return landing ?? (isUserLoggedIn(state) ? null : paths.login);
  }
}
