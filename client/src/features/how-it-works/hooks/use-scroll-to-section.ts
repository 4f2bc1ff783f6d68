import { useEffect } from 'react';
import { sectionForQuery } from './section-for-query.ts';

/** Brings the section a query flag names into view and moves keyboard focus to its heading. */
export function useScrollToSection(search: string): void {
  useEffect(() => {
    const id = sectionForQuery(search);
    if (!id) return;
    // After the layout's own scroll-to-top on navigation, which runs in the same commit.
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(id);
      section?.scrollIntoView({ block: 'start' });
      section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [search]);
}
