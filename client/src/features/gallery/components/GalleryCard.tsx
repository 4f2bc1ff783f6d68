import dayjs from 'dayjs';
import { Link } from 'wouter';
import type { GalleryCard as Design } from '../../../../../events/schemas/gallery.ts';
import { designPath } from '../utils/design-path.ts';
import { cardDescription } from '../utils/truncate.ts';
import { HeartIcon, VoteButton } from './VoteButton.tsx';
import '../gallery.css';

type GalleryCardProps = {
  design: Design;
  rank?: number;
  /** The name as this list shows it (the carousel cuts long names). */
  title?: string;
  onShare?: (design: Design) => void;
};

/** A design in a gallery list: picture and name lead to its detail page; votes and shares act in place. */
export function GalleryCard({ design, rank, title = design.name, onShare }: GalleryCardProps) {
  return (
    <article className="gallery-card">
      {/* The title's link is the one announced; the picture repeats it for the pointer only. */}
      <Link href={designPath(design.id)} className="gallery-card-media" tabIndex={-1} aria-hidden="true">
        <img src={design.thumbnail} alt="" loading="lazy" width={480} height={270} />
        {rank !== undefined && (
          <span className="gallery-rank">
            <span className="visually-hidden">Lugar </span>#{rank}
          </span>
        )}
      </Link>
      <div className="gallery-card-body">
        <h3 className="gallery-card-title">
          <Link href={designPath(design.id)}>{title}</Link>
        </h3>
        <p className="gallery-card-creator">
          por {design.userId.name || 'Participante'} · {dayjs(design.createdAt).format('DD/MM/YYYY')}
        </p>
        <p className="gallery-card-description">{cardDescription(design.description)}</p>
        <div className="gallery-card-actions">
          {design.totalVotes !== null && (
            <span className="gallery-count">
              <HeartIcon filled />
              <span>
                {design.totalVotes} <span className="visually-hidden">votos</span>
              </span>
            </span>
          )}
          <VoteButton design={design} />
          {onShare && (
            <button type="button" className="button button-outline share-button" onClick={() => onShare(design)}>
              Compartir
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
