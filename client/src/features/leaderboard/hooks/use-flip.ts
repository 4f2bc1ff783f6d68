import { type RefObject, useLayoutEffect, useRef } from 'react';

const moveMs = 600;

// FLIP: after React moves a row, it is drawn back at its old place and glides to the new one.
/** Animates the children of `list` carrying `data-flip-key` from where they were to where they are. */
export function useFlip(list: RefObject<HTMLElement | null>, order: string): void {
  const previous = useRef(new Map<string, number>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes, reading the DOM it produced
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const tops = new Map<string, number>();
    for (const child of element.querySelectorAll<HTMLElement>('[data-flip-key]')) {
      const key = child.dataset.flipKey!;
      const top = child.getBoundingClientRect().top;
      tops.set(key, top);
      const before = previous.current.get(key);
      if (reduced || before === undefined || before === top) continue;
      child.style.transition = 'none';
      child.style.transform = `translateY(${before - top}px)`;
      child.getBoundingClientRect();
      child.style.transition = `transform ${moveMs}ms cubic-bezier(0.2, 0.8, 0.2, 1)`;
      child.style.transform = '';
    }
    previous.current = tops;
  }, [order]);
}
