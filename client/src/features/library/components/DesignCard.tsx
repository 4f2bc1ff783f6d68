import dayjs from 'dayjs';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import type { LibraryDesign } from '../api/get-designs.ts';

type DesignCardProps = {
  design: LibraryDesign;
  /** Once any design is submitted, the library's buttons are off (SPEC §4). */
  locked: boolean;
  onDelete: () => void;
  onSubmit: () => void;
};

export function DesignCard({ design, locked, onDelete, onSubmit }: DesignCardProps) {
  return (
    <li className="card design-card" data-submitted={design.isSubmitted}>
      <img className="card-media" src={design.thumbnail} alt={`Miniatura de ${design.name}`} width={960} height={540} />
      <div className="card-body">
        {design.isSubmitted && <p className="card-badge">Diseño enviado</p>}
        <h3 className="card-title">{design.name}</h3>
        <p className="design-card__description">{design.description}</p>
        <p className="card-meta">
          <time dateTime={new Date(design.createdAt).toISOString()}>
            {dayjs(design.createdAt).format('DD/MM/YYYY')}
          </time>
        </p>
        {design.moderatorComment && (
          <p className="design-card__comment">
            <strong>Comentario del moderador:</strong> {design.moderatorComment}
          </p>
        )}
        <div className="design-card__actions">
          <button
            type="button"
            className="button button-outline button-small"
            disabled={locked}
            onClick={onDelete}
            aria-label={`Eliminar ${design.name}`}
          >
            Eliminar
          </button>
          <button
            type="button"
            className="button button-accent button-small"
            disabled={locked}
            onClick={onSubmit}
            aria-label={`Enviar ${design.name} a la galería`}
          >
            Enviar
          </button>
          {design.isSubmitted && (
            <Link href={paths.gallery} className="text-link">
              Ver en la galería
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
