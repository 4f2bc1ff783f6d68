import { useSnapshot } from 'valtio';
import { Avatar } from '../../components/Avatar.tsx';
import { BrandLink } from '../../components/BrandLink.tsx';
import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { paths, staffLanding } from '../../config/paths.ts';
import { session } from '../../lib/session.ts';

const roleNames = { admin: 'Administrador', moderator: 'Moderador' } as const;
const areaTitles = { admin: 'Panel de administración', moderator: 'Panel de moderación' } as const;

import { LogoutMenuItem } from './LogoutMenuItem.tsx';

export function StaffHeader() {
  const { role, user } = useSnapshot(session);
  const person = user ?? { name: role ? roleNames[role] : '' };

  return (
    <header className="site-header staff-header">
      <div className="header-inner">
        <BrandLink href={role ? staffLanding[role] : paths.home} />
        {role && <p className="staff-title">{areaTitles[role]}</p>}
        {role && (
          <div className="header-actions">
            <DropdownMenu
              trigger={<Avatar person={person} />}
              triggerLabel={`Menú de la cuenta (${roleNames[role]})`}
              triggerClassName="avatar-button"
              align="end"
            >
              <LogoutMenuItem />
            </DropdownMenu>
          </div>
        )}
      </div>
    </header>
  );
}
