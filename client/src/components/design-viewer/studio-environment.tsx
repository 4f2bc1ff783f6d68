import { useThree } from '@react-three/fiber';
import { use, useLayoutEffect } from 'react';
import type { Texture, WebGLRenderer } from 'three';
import { loadStudioEnvironment } from './load-studio-environment.ts';

const environments = new WeakMap<WebGLRenderer, Promise<Texture>>();

function environmentFor(renderer: WebGLRenderer): Promise<Texture> {
  let pending = environments.get(renderer);
  if (!pending) {
    pending = loadStudioEnvironment(renderer);
    environments.set(renderer, pending);
  }
  return pending;
}

/** Studio light for the paint (CC0 HDRI from @pmndrs/assets, prefiltered by `ops`), never a CDN. */
export function StudioEnvironment({ intensity = 1 }: { intensity?: number }) {
  const renderer = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const texture = use(environmentFor(renderer));
  useLayoutEffect(() => {
    scene.environment = texture;
    scene.environmentIntensity = intensity;
    return () => {
      scene.environment = null;
    };
  }, [scene, texture, intensity]);
  return null;
}
