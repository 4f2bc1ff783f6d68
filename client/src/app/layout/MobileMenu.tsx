import { useId } from 'react';
import { Link } from 'wouter';
import { Avatar } from '../../components/Avatar.tsx';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { NavItem } from '../../components/NavItem.tsx';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useDisclosure } from '../../hooks/use-disclosure.ts';
import { displayName } from '../../lib/person.ts';
import type { StoredUser } from '../../lib/storage.ts';
import {
  accountLinks,
  learnMoreLabel,
  learnMoreLinks,
  loginLink,
  logoutLabel,
  mainLinks,
  type NavLink,
  promotionsLink,
} from './nav-links.ts';

function LinkList({ links, labelledBy }: { links: NavLink[]; labelledBy?: string }) {
  return (
    <ul className="mobile-list" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <NavItem {...link} className="mobile-link" />
        </li>
      ))}
    </ul>
  );
}

export function MobileMenu({ user }: { user: StoredUser | null }) {
  const menu = useDisclosure();
  const logout = useLogout();
  const panelId = useId();
  const learnMoreId = useId();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu (to anywhere outside) closes it
    <div className="mobile-only" ref={menu.containerRef} onBlur={menu.onBlur}>
      <button
        ref={menu.triggerRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        <MenuIcon open={menu.open} />
        <span className="visually-hidden">Menú</span>
      </button>
      <nav id={panelId} className="mobile-panel" aria-label="Menú principal" hidden={!menu.open}>
        <LinkList links={mainLinks} />
        <p className="mobile-group-title" id={learnMoreId}>
          {learnMoreLabel}
        </p>
        <LinkList links={learnMoreLinks} labelledBy={learnMoreId} />
        <div className="mobile-actions">
          <Link href={promotionsLink.href} className="button button-accent">
            {promotionsLink.label}
          </Link>
          {!user && <NavItem {...loginLink} className="button button-outline-light" />}
        </div>
        {user && (
          <div className="mobile-account">
            <p className="mobile-account-name">
              <Avatar person={user} />
              {displayName(user)}
            </p>
            <LinkList links={accountLinks} />
            <button type="button" className="mobile-link" onClick={logout}>
              {logoutLabel}
            </button>
          </div>
        )}
      </nav>
    </div>
  );
}
