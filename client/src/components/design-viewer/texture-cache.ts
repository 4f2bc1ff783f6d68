import { RepeatWrapping, SRGBColorSpace, type Texture, TextureLoader } from 'three';

const loader = new TextureLoader();
const cache = new Map<string, Promise<Texture>>();

/** One download per texture URL; each panel gets its own clone so its placement is its own. */
export function loadTexture(url: string): Promise<Texture> {
  let pending = cache.get(url);
  if (!pending) {
    pending = loader.loadAsync(url).then((texture) => {
      texture.colorSpace = SRGBColorSpace;
      texture.wrapS = RepeatWrapping;
      texture.wrapT = RepeatWrapping;
      texture.anisotropy = 8;
      return texture;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
