import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';

type GalleryHeroProps = { eyebrow: string; title: string; lead: ReactNode };

/** The gallery pages' campaign banner: what to do here and where to go next. */
export function GalleryHero({ eyebrow, title, lead }: GalleryHeroProps) {
  return (
    <section className="campaign-hero gallery-hero">
      <div className="campaign-hero-inner">
        <p className="eyebrow eyebrow-light">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="campaign-lead">{lead}</p>
        <div className="hero-actions">
          <Link href={paths.configurator} className="button button-accent button-large">
            Crea tu diseño
          </Link>
          <Link href={paths.leaderboard} className="button button-outline-light button-large">
            Tabla de clasificación
          </Link>
        </div>
      </div>
    </section>
  );
}
