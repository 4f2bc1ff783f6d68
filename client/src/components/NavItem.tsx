import { Link, useLocation } from 'wouter';

type NavItemProps = { href: string; label: string; className?: string };

export function NavItem({ href, label, className = 'nav-link' }: NavItemProps) {
  const [location] = useLocation();
  return (
    <Link href={href} className={className} aria-current={location === href ? 'page' : undefined}>
      {label}
    </Link>
  );
}
