import type { Config } from '../config.ts';
import { proceduralProvider } from './procedural/procedural-provider.ts';
import { stabilityProvider } from './stability/stability-provider.ts';
import type { TextureProvider } from './texture-provider.ts';

/** The provider the configuration names (DESIGN §7: procedural unless told otherwise). */
export function textureProviderFor(config: Config): TextureProvider {
  if (config.TEXTURE_PROVIDER === 'stability') {
    return stabilityProvider({
      apiKey: config.STABILITY_API_KEY!,
      baseUrl: config.STABILITY_API_URL,
      timeoutMs: config.TEXTURE_TIMEOUT_MS,
    });
  }
  return proceduralProvider(config.TEXTURE_WORKERS);
}
