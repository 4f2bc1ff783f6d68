import { preload } from 'react-dom';
import { carModelUrl } from '../../config/models.ts';
import { studioEnvironment } from './studio-environment-format.ts';

/**
 * Starts the viewer's downloads (three.js's chunk, the car, its light) together. A page that always
 * shows the car calls it as its own chunk is requested, so none of them waits for the page to render;
 * the loaders' fetches (cors, same-origin credentials) then take these preloaded answers.
 */
export function preloadDesignViewer(modelUrl: string = carModelUrl): void {
  preload(modelUrl, { as: 'fetch', crossOrigin: 'anonymous' });
  preload(studioEnvironment.url, { as: 'fetch', crossOrigin: 'anonymous' });
  void import('./DesignScene.tsx');
}
