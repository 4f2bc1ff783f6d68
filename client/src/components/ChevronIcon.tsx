export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={open ? 'chevron chevron-open' : 'chevron'}
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
