import sharp from 'sharp';
import { textureSize } from '../procedural/procedural-texture.ts';
import { TextureGenerationError, type TextureProvider } from '../texture-provider.ts';

export type StabilityOptions = {
  readonly apiKey: string;
  /** Base address of the Stability-style API (a local fake in tests). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
};

export const stabilityMessages = {
  timeout: 'El servicio de texturas tardó demasiado en responder. Inténtalo de nuevo.',
  rejectedKey: 'El servicio de texturas rechazó la clave de acceso configurada.',
  rejectedPrompt: 'El servicio de texturas rechazó el aviso. Prueba con otras palabras.',
  busy: 'El servicio de texturas está saturado. Inténtalo de nuevo en unos minutos.',
  badImage: 'El servicio de texturas devolvió una imagen no válida.',
} as const;

const generatePath = '/v2beta/stable-image/generate/core';

/** Stability's image API (`style_preset`, bearer key, PNG answer), resized to our texture size. */
export function stabilityProvider(options: StabilityOptions): TextureProvider {
  return {
    name: 'stability',
    async generate({ prompt, stylePreset }) {
      const form = new FormData();
      form.set('prompt', prompt);
      form.set('style_preset', stylePreset);
      form.set('aspect_ratio', '1:1');
      form.set('output_format', 'png');
      const response = await fetch(new URL(generatePath, options.baseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'image/*' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs),
      }).catch((error: unknown) => {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new TextureGenerationError(timedOut ? stabilityMessages.timeout : undefined, {
          retryable: true,
          cause: error,
        });
      });
      if (!response.ok) throw await failure(response);
      const bytes = new Uint8Array(await response.arrayBuffer());
      try {
        return new Uint8Array(await sharp(bytes).resize(textureSize, textureSize).png().toBuffer());
      } catch (error) {
        throw new TextureGenerationError(stabilityMessages.badImage, { cause: error });
      }
    },
    async close() {},
  };
}

async function failure(response: Response): Promise<TextureGenerationError> {
  const detail = await response.text().catch(() => '');
  const cause = `${response.status} ${detail.slice(0, 300)}`;
  if (response.status === 401) return new TextureGenerationError(stabilityMessages.rejectedKey, { cause });
  if (response.status === 400 || response.status === 403 || response.status === 422) {
    return new TextureGenerationError(stabilityMessages.rejectedPrompt, { cause });
  }
  if (response.status === 429) return new TextureGenerationError(stabilityMessages.busy, { retryable: true, cause });
  return new TextureGenerationError(undefined, { retryable: response.status >= 500, cause });
}
