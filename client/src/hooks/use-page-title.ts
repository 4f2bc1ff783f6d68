import { useEffect } from 'react';
import { site } from '../config/site.ts';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${site.title}`;
  }, [title]);
}
