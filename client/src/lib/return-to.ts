import { paths } from '../config/paths.ts';

/** Query parameter of the login and sign-up pages holding the page to go back to afterwards. */
const returnParam = 'volver';

/** The login page that, once the user is in, leads back to `path` (e.g. `/perfil?tab=1`). */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [returnParam]: path })}`;
}

/** The return path of a login URL's query, when it is a path on this site (never another origin). */
export function returnPathFrom(search: string): string | null {
  const path = new URLSearchParams(search).get(returnParam);
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}
