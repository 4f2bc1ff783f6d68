import type { ReactNode } from 'react';

type SubmitButtonProps = { pending: boolean; className?: string; children: ReactNode };

/**
 * While the form is being sent the button only looks disabled (aria-disabled) and ignores
 * clicks and Enter: a really disabled button would drop the keyboard focus to the page.
 */
export function SubmitButton({
  pending,
  className = 'button button-accent button-block',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
