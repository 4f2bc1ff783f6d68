import { Link } from 'wouter';
import { site } from '../config/site.ts';
import { BrandMark } from './BrandMark.tsx';

export function BrandLink({ href }: { href: string }) {
  return (
    <Link href={href} className="brand-link" aria-label={site.title}>
      <BrandMark />
      <span className="brand-name">{site.title}</span>
    </Link>
  );
}
