export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width="40" height="40" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#c8102e" />
      <path d="M6 41 9 34c2-4 6-7 11-8l6-1c5-4 10-6 16-6 5 0 9 3 12 7l4 1c2 1 3 3 3 5v9H6z" fill="#ffffff" />
      <path d="M8 37h50" stroke="#0b1f3a" strokeWidth="3" />
      <circle cx="19" cy="43" r="6" fill="#c8102e" stroke="#ffffff" strokeWidth="3" />
      <circle cx="47" cy="43" r="6" fill="#c8102e" stroke="#ffffff" strokeWidth="3" />
    </svg>
  );
}
