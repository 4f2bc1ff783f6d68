import dayjs from 'dayjs';
import { Link } from 'wouter';
import type { GalleryDesign } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { DesignViewer } from '../../../components/design-viewer/DesignViewer.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useGalleryDesign } from '../api/get-gallery-design.ts';
import { useDesignCountsLive } from '../hooks/use-design-counts-live.ts';
import { HeartIcon, VoteButton } from './VoteButton.tsx';
import '../gallery.css';

type DesignDetailProps = { designId: string; onShare?: (design: GalleryDesign) => void };

/** One design on the 3D car with its creator, prompt, date and live like and share counts. */
export function DesignDetail({ designId, onShare }: DesignDetailProps) {
  const { data: design, error, isPending } = useGalleryDesign(designId);
  useDesignCountsLive(designId);

  if (isPending) return <p className="gallery-status">{messages.loading}</p>;
  if (!design) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <div className="gallery-missing">
        <h1>{gone ? 'Este diseño no está en la galería' : messages.screens.errorTitle}</h1>
        <p>{gone ? 'Puede que haya sido retirado o que el enlace esté incompleto.' : messages.errors.generic}</p>
        <Link href={paths.gallery} className="button button-accent">
          Ir a la galería
        </Link>
      </div>
    );
  }
  return (
    <article className="design-detail">
      <DesignViewer glbState={design.glbState} className="design-detail-viewer" />
      <div className="design-detail-info">
        <p className="eyebrow">Diseño participante</p>
        <h1>{design.name}</h1>
        <p className="design-detail-creator">
          Creado por <strong>{design.userId.name || 'Participante'}</strong>
        </p>
        <p className="design-detail-date">
          <time dateTime={new Date(design.createdAt).toISOString()}>
            {dayjs(design.createdAt).format('D [de] MMMM [de] YYYY')}
          </time>
        </p>
        <h2 className="design-detail-label">La idea</h2>
        <p className="design-detail-prompt">{design.description}</p>
        <dl className="design-detail-stats">
          {design.totalVotes !== null && (
            <div>
              <dt>Votos</dt>
              <dd data-testid="design-votes">
                <HeartIcon filled /> {design.totalVotes}
              </dd>
            </div>
          )}
          <div>
            <dt>Compartido</dt>
            <dd data-testid="design-shares">{design.totalShares}</dd>
          </div>
        </dl>
        <div className="design-detail-actions">
          <VoteButton design={design} className="button-large" />
          {onShare && (
            <button type="button" className="button button-outline button-large" onClick={() => onShare(design)}>
              Compartir
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
