import { Avatar } from '../../components/Avatar.tsx';
import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { NavItem } from '../../components/NavItem.tsx';
import { displayName } from '../../lib/person.ts';
import type { StoredUser } from '../../lib/storage.ts';
import { LogoutMenuItem } from './LogoutMenuItem.tsx';
import { accountLinks } from './nav-links.ts';

export function UserMenu({ user }: { user: StoredUser }) {
  const name = displayName(user);

  return (
    <DropdownMenu
      trigger={<Avatar person={user} />}
      triggerLabel={name ? `Menú de la cuenta de ${name}` : 'Menú de tu cuenta'}
      triggerClassName="avatar-button"
      align="end"
    >
      {accountLinks.map((link) => (
        <li key={link.href}>
          <NavItem {...link} className="dropdown-item" />
        </li>
      ))}
      <LogoutMenuItem />
    </DropdownMenu>
  );
}
