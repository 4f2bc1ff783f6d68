import type { Texture } from 'three';
import { type MapDetails, textureTransform } from '../../../../events/schemas/design.ts';

/** Places a texture on a panel through the shared `map_details` mapping (DESIGN §9). */
export function placeTexture(texture: Texture, details: MapDetails): void {
  const { rotation, repeat, offset, center } = textureTransform(details);
  texture.rotation = rotation;
  texture.repeat.set(repeat[0], repeat[1]);
  texture.offset.set(offset[0], offset[1]);
  texture.center.set(center[0], center[1]);
}
