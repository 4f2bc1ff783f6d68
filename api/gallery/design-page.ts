import type { Context } from 'hono';
import type { GalleryDesign } from '../../events/schemas/gallery.ts';
import { galleryDesign } from '../../projections/gallery/gallery.queries.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

const siteTitle = 'Tú Determinas Tu Diseño';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function socialTags(design: GalleryDesign, publicUrl: string, path: string): string {
  const title = `${design.name} · ${siteTitle}`;
  const description = `Diseño de ${design.userId.name || 'un participante'}: ${design.description}`.slice(0, 300);
  const image = new URL(design.thumbnail, publicUrl).toString();
  const url = new URL(path, publicUrl).toString();
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteTitle],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const meta = tags.map(([key, name, value]) => `<meta ${key}="${name}" content="${escapeHtml(value)}" />`);
  return [`<title>${escapeHtml(title)}</title>`, ...meta].join('\n    ');
}

/**
 * The detail page's HTML with Open Graph and Twitter tags, for crawlers that run no JavaScript; the
 * browser then renders the page as usual. A design not in the gallery gets the plain page with 404.
 */
export function designPage(services: Pick<Services, 'db' | 'config'>, indexHtml: () => Promise<string>) {
  return async function serveDesignPage(c: Context<AppEnv>) {
    const [html, design] = await Promise.all([indexHtml(), galleryDesign(services.db, c.req.param('id') ?? '', true)]);
    if (!design) return c.html(html, 404);
    const tags = socialTags(design, services.config.PUBLIC_URL, c.req.path);
    return c.html(html.replace(/<title>[^<]*<\/title>/, () => tags));
  };
}
