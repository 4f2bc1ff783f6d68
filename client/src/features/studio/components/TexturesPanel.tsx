import { textureStyles } from '../../../../../events/schemas/library.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import type { StudioTexture } from '../api/get-textures.ts';

type TexturesPanelProps = {
  textures: readonly StudioTexture[];
  /** The texture on the part being painted, if any. */
  activeTexture: string | undefined;
  onUse: (url: string) => void;
  onEdit: (url: string) => void;
};

const styleTitle = (value: string) => textureStyles.find((style) => style.value === value)?.title ?? value;

/** The user's generated textures, newest first: use one on the current part, or place it with the sliders. */
export function TexturesPanel({ textures, activeTexture, onUse, onEdit }: TexturesPanelProps) {
  return (
    <section className="studio-panel" aria-labelledby="texturas-titulo" data-tour="texture-item">
      <h2 id="texturas-titulo" className="studio-panel__title">
        Texturas generadas
      </h2>
      {textures.length === 0 ? (
        <p className="empty-note">{messages.empty.noTexture}</p>
      ) : (
        <ul className="texture-list">
          {textures.map((texture) => (
            <li key={texture._id} className="texture-item" aria-current={texture.generatedImageUrl === activeTexture}>
              {texture.status === 'ready' && texture.generatedImageUrl ? (
                <img className="texture-item__swatch" src={texture.generatedImageUrl} alt="" width={64} height={64} />
              ) : (
                <span className="texture-item__swatch texture-item__swatch--empty" aria-hidden="true">
                  {texture.status === 'pending' && <span className="spinner" />}
                </span>
              )}
              <div className="texture-item__body">
                <p className="texture-item__prompt">{texture.prompt}</p>
                <p className="texture-item__meta">
                  {texture.status === 'failed' ? texture.message : styleTitle(texture.style_preset)}
                  {texture.status === 'pending' && ' · generando…'}
                </p>
                {texture.status === 'ready' && texture.generatedImageUrl && (
                  <div className="texture-item__actions">
                    <button
                      type="button"
                      className="button button-accent button-small"
                      aria-label={`Usar textura: ${texture.prompt}`}
                      onClick={() => onUse(texture.generatedImageUrl!)}
                    >
                      Usar textura
                    </button>
                    <button
                      type="button"
                      className="button button-outline button-small"
                      aria-label={`Editar textura: ${texture.prompt}`}
                      onClick={() => onEdit(texture.generatedImageUrl!)}
                    >
                      Editar textura
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
