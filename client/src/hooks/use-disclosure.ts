import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Open/closed state for a menu button and its panel: Escape closes and returns focus to the
 * button; a click outside, focus leaving the container, or a navigation closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating (a new location) closes the menu
  useEffect(() => {
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }, []);

  return { open, toggle, close, onBlur, containerRef, triggerRef };
}
