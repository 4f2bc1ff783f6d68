import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';

/** Left menu of the profile: this page's settings, the library, the terms, and logout. */
export function ProfileMenu({ settingsId, onLogout }: { settingsId: string; onLogout: () => void }) {
  return (
    <nav className="profile-menu" aria-label="Menú del perfil">
      <ul>
        <li>
          <a href={`#${settingsId}`} className="profile-menu-item" aria-current="page">
            Configuración de la cuenta
          </a>
        </li>
        <li>
          <Link href={paths.myDesigns} className="profile-menu-item">
            Tus diseños
          </Link>
        </li>
        <li>
          <Link href={paths.terms} className="profile-menu-item">
            Términos y condiciones
          </Link>
        </li>
        <li>
          <button type="button" className="profile-menu-item" onClick={onLogout}>
            Cerrar sesión
          </button>
        </li>
      </ul>
    </nav>
  );
}
