import type { ReactNode } from 'react';
import type { ContentDocument } from '../content/document.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

type ContentDocumentViewProps = { document: ContentDocument; note?: ReactNode; children?: ReactNode };

/** A long legal text: title, introduction, a table of contents and numbered sections. */
export function ContentDocumentView({ document, note, children }: ContentDocumentViewProps) {
  usePageTitle(document.title);
  return (
    <article className="page doc-page">
      <header className="doc-header">
        <p className="eyebrow">Tú Determinas Tu Diseño</p>
        <h1>{document.title}</h1>
        <p className="lead">{document.intro}</p>
        {note}
      </header>
      <div className="doc-layout">
        <nav className="doc-toc" aria-label="Contenido de la página">
          <h2 className="doc-toc-title">Contenido</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-link">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="doc-body">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="doc-section">
              <h2 id={`${section.id}-titulo`}>{section.title}</h2>
              {section.blocks.map((block, index) =>
                typeof block === 'string' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
                  <p key={index}>{block}</p>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
                  <ul key={index}>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
          {children}
        </div>
      </div>
    </article>
  );
}
