import { useThree } from '@react-three/fiber';
import { type Ref, type RefObject, useImperativeHandle } from 'react';
import { captureViews } from './capture-views.ts';
import type { DesignViewerHandle } from './viewer-handle.ts';

type CaptureHandleProps = { handle?: Ref<DesignViewerHandle>; pendingTextures: RefObject<Promise<void>> };

export function CaptureHandle({ handle, pendingTextures }: CaptureHandleProps) {
  const get = useThree((state) => state.get);
  useImperativeHandle(
    handle,
    () => ({
      async captureViews() {
        await pendingTextures.current;
        const { gl, scene, camera } = get();
        return captureViews(gl, scene, camera);
      },
    }),
    [get, pendingTextures],
  );
  return null;
}
