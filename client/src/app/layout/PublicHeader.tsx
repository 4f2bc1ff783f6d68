import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { BrandLink } from '../../components/BrandLink.tsx';
import { NavItem } from '../../components/NavItem.tsx';
import { paths } from '../../config/paths.ts';
import { isUserLoggedIn, session } from '../../lib/session.ts';
import { AnniversaryLink } from './AnniversaryLink.tsx';
import { LearnMoreMenu } from './LearnMoreMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { loginLink, mainLinks, promotionsLink } from './nav-links.ts';
import { UserMenu } from './UserMenu.tsx';

export function PublicHeader() {
  const state = useSnapshot(session);
  const user = isUserLoggedIn(state) ? state.user : null;

  return (
    <header className="site-header">
      <div className="header-inner">
        <BrandLink href={paths.home} />
        <nav className="desktop-only" aria-label="Principal">
          <ul className="nav-list">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <NavItem {...link} />
              </li>
            ))}
            <li>
              <LearnMoreMenu />
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <Link href={promotionsLink.href} className="button button-accent desktop-only">
            {promotionsLink.label}
          </Link>
          <AnniversaryLink />
          <div className="desktop-only">
            {user ? <UserMenu user={user} /> : <NavItem {...loginLink} className="button button-outline" />}
          </div>
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
