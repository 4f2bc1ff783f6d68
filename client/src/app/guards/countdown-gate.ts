import { paths } from '../../config/paths.ts';
import type { Access } from './access.ts';

/** Before the start date, with the countdown flag on, visitors of the public site see the countdown. */
export function countdownRedirect(
  access: Access,
  event: { countDown: boolean; startDate: number } | null,
  now: number,
  location: string,
): string | null {
  const publicSite = access === 'public' || access === 'guest' || access === 'user';
  if (!event?.countDown || now > event.startDate || !publicSite || location === paths.comingSoon) return null;
  return paths.comingSoon;
}
