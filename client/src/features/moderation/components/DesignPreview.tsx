import type { ReviewQueueItem } from '../../../../../events/schemas/moderation.ts';
import { DesignViewer } from '../../../components/design-viewer/DesignViewer.tsx';
import { displayName } from '../../../lib/person.ts';
import { reviewDate } from './design-names.ts';

/** The centre column: the design on the 3D car, who made it and when, and what its prompts raised. */
export function DesignPreview({ design }: { design: ReviewQueueItem }) {
  return (
    <article className="design-preview" aria-labelledby="design-preview-name">
      {/* One viewer for every design: switching repaints the car instead of building a new scene. */}
      <DesignViewer glbState={design.glbState} className="design-preview-viewer" />
      <div className="design-preview-body">
        <h2 id="design-preview-name" className="design-preview-name">
          {design.name}
        </h2>
        <dl className="design-facts">
          <div>
            <dt>Creador</dt>
            <dd>{displayName(design.userId) || 'Usuario eliminado'}</dd>
          </div>
          <div>
            <dt>Fecha de creación</dt>
            <dd>
              <time dateTime={new Date(design.createdAt).toISOString()}>{reviewDate(design.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <h3 className="design-preview-heading">Descripción</h3>
        <p className="design-preview-description">{design.description}</p>
        <h3 className="design-preview-heading">Indicaciones marcadas</h3>
        {design.badPrompts.length > 0 ? (
          <ul className="bad-prompts">
            {design.badPrompts.map((prompt) => (
              <li key={prompt}>
                <mark>{prompt}</mark>
              </li>
            ))}
          </ul>
        ) : (
          <p className="design-preview-clean">Ninguna indicación de este diseño fue marcada.</p>
        )}
        {design.status === 'REJECTED' && design.comments && (
          <div className="rejection-note">
            <h3 className="design-preview-heading">Motivo del rechazo</h3>
            <p>{design.comments}</p>
          </div>
        )}
      </div>
    </article>
  );
}
