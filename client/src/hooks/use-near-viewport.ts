import { useCallback, useState } from 'react';

/** Whether the element has come within `margin` of the viewport; once it has, it stays so. */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near] as const;
}
