import {
  DataUtils,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  type Texture,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from 'three';
import { levelSize, studioEnvironment } from './studio-environment-format.ts';

function rgbeToHalf(bytes: Uint8Array, from: number, texels: number): Uint16Array {
  const half = new Uint16Array(texels * 4);
  for (let i = 0; i < texels; i++) {
    const at = from + i * 4;
    const exponent = bytes[at + 3]!;
    const scale = exponent === 0 ? 0 : 2 ** (exponent - 136);
    for (let c = 0; c < 3; c++)
      half[i * 4 + c] = DataUtils.toHalfFloat(exponent === 0 ? 0 : (bytes[at + c]! + 0.5) * scale);
    half[i * 4 + 3] = DataUtils.toHalfFloat(1);
  }
  return half;
}

/**
 * Uploads the prefiltered studio lighting into a cube render target shaped like three.js's PMREM,
 * so physical materials read it as an already prefiltered environment.
 */
export async function loadStudioEnvironment(renderer: WebGLRenderer): Promise<Texture> {
  const response = await fetch(studioEnvironment.url);
  if (!response.ok) throw new Error(`studio environment: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const target = new WebGLCubeRenderTarget(studioEnvironment.size, {
    minFilter: LinearMipmapLinearFilter,
    generateMipmaps: false,
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    depthBuffer: false,
  });
  for (let level = 0; level < studioEnvironment.levels; level++) {
    target.texture.mipmaps.push({ width: levelSize(level), height: levelSize(level) } as never);
  }
  target.texture.isPMREMTexture = true;
  renderer.initRenderTarget(target);
  const gl = renderer.getContext() as WebGL2RenderingContext;
  const { __webglTexture } = renderer.properties.get(target.texture) as { __webglTexture: WebGLTexture };
  gl.bindTexture(gl.TEXTURE_CUBE_MAP, __webglTexture);
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
  let at = 0;
  for (let level = 0; level < studioEnvironment.levels; level++) {
    const size = levelSize(level);
    for (let face = 0; face < 6; face++) {
      const pixels = rgbeToHalf(bytes, at, size * size);
      gl.texSubImage2D(gl.TEXTURE_CUBE_MAP_POSITIVE_X + face, level, 0, 0, size, size, gl.RGBA, gl.HALF_FLOAT, pixels);
      at += size * size * 4;
    }
  }
  renderer.resetState();
  return target.texture;
}
