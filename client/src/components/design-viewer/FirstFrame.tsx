import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';

/** Reports once, after the first frame that shows the car has been drawn. */
export function FirstFrame({ onFirstFrame }: { onFirstFrame?: () => void }) {
  const reported = useRef(false);
  useFrame(() => {
    if (reported.current) return;
    reported.current = true;
    requestAnimationFrame(() => onFirstFrame?.());
  });
  return null;
}
