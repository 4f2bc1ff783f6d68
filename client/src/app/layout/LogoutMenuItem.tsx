import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { logoutLabel } from './nav-links.ts';

/** The last entry of every account menu. */
export function LogoutMenuItem() {
  const logout = useLogout();
  return (
    <li>
      <button type="button" className="dropdown-item" onClick={logout}>
        {logoutLabel}
      </button>
    </li>
  );
}
