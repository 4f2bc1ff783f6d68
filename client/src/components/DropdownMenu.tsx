import { type ReactNode, useId } from 'react';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { ChevronIcon } from './ChevronIcon.tsx';

type DropdownMenuProps = {
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  align?: 'start' | 'end';
  children: ReactNode;
};

/** Disclosure-style menu: a button with aria-expanded that shows a list of links or actions. */
export function DropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName = 'nav-link',
  align = 'start',
  children,
}: DropdownMenuProps) {
  const menu = useDisclosure();
  const panelId = useId();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu (to anywhere outside) closes it
    <div className="dropdown" ref={menu.containerRef} onBlur={menu.onBlur}>
      <button
        ref={menu.triggerRef}
        type="button"
        className={`dropdown-trigger ${triggerClassName}`}
        aria-label={triggerLabel}
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        {trigger}
        <ChevronIcon open={menu.open} />
      </button>
      <ul id={panelId} className={`dropdown-panel dropdown-panel-${align}`} hidden={!menu.open}>
        {children}
      </ul>
    </div>
  );
}
