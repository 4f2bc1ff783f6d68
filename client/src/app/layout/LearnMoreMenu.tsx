import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { NavItem } from '../../components/NavItem.tsx';
import { learnMoreLabel, learnMoreLinks } from './nav-links.ts';

export function LearnMoreMenu() {
  return (
    <DropdownMenu trigger={learnMoreLabel}>
      {learnMoreLinks.map((link) => (
        <li key={link.href}>
          <NavItem {...link} className="dropdown-item" />
        </li>
      ))}
    </DropdownMenu>
  );
}
