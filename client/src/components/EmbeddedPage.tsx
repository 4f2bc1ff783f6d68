import { type EmbedKey, embeds } from '../config/embeds.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';

export function EmbeddedPage({ embed }: { embed: EmbedKey }) {
  const { title, url } = embeds[embed];
  usePageTitle(title);
  return (
    <div className="embed-page">
      <h1 className="visually-hidden">{title}</h1>
      <iframe className="embed-frame" src={url} title={title} referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}
