import type { CameraAngle } from './camera-angles.ts';

export type CapturedView = { angle: CameraAngle; canvas: HTMLCanvasElement };

/** What a page can ask of a mounted viewer (the save dialog renders its thumbnails with it). */
export type DesignViewerHandle = {
  /** Renders the car from every camera angle at 960×540 once the applied textures have loaded. */
  captureViews(): Promise<CapturedView[]>;
};

export const viewerBackgrounds = ['#F5F5F5', '#000000', '#C4C4C4'] as const;
export type ViewerBackground = (typeof viewerBackgrounds)[number];
