import { BrandMark } from '../../components/BrandMark.tsx';
import { NavItem } from '../../components/NavItem.tsx';
import { site } from '../../config/site.ts';
import { footerLinks } from './nav-links.ts';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <BrandMark />
          <p>
            <strong>{site.title}</strong>
            <br />
            {site.tagline}
          </p>
        </div>
        <nav aria-label="Enlaces del pie de página">
          <ul className="footer-links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <NavItem {...link} className="footer-link" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-legal">
        © {year} {site.title}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
