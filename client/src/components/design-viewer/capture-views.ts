import { type Camera, PerspectiveCamera, type Scene, Vector2, type WebGLRenderer } from 'three';
import { type CameraAngle, cameraAngles, cameraFov, carTarget } from './camera-angles.ts';
import type { CapturedView } from './viewer-handle.ts';

export const captureSize = { width: 960, height: 540 } as const;

/**
 * Draws each angle into the live canvas at 960×540 and copies it out within the same task, so the
 * page never shows the detour; the live view is drawn back before returning.
 */
export function captureViews(renderer: WebGLRenderer, scene: Scene, liveCamera: Camera): CapturedView[] {
  const { width, height } = captureSize;
  const liveSize = renderer.getSize(new Vector2());
  const livePixelRatio = renderer.getPixelRatio();
  const camera = new PerspectiveCamera(cameraFov, width / height, 0.1, 100);
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  const views = (Object.keys(cameraAngles) as CameraAngle[]).map((angle) => {
    camera.position.fromArray(cameraAngles[angle]);
    camera.lookAt(...carTarget);
    renderer.render(scene, camera);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(renderer.domElement, 0, 0, width, height);
    return { angle, canvas };
  });
  renderer.setPixelRatio(livePixelRatio);
  renderer.setSize(liveSize.x, liveSize.y, false);
  renderer.render(scene, liveCamera);
  return views;
}
