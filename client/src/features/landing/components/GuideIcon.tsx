import type { GuideStep } from '../../../content/contest-guide.ts';

const drawings: Record<GuideStep['icon'], React.ReactNode> = {
  person: (
    <>
      <circle cx="32" cy="22" r="11" />
      <path d="M12 54c2-11 10-17 20-17s18 6 20 17" />
    </>
  ),
  spark: (
    <>
      <path d="M32 8l5 15 15 5-15 5-5 15-5-15-15-5 15-5z" />
      <path d="M50 42l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
    </>
  ),
  sliders: (
    <>
      <path d="M10 18h44M10 32h44M10 46h44" />
      <circle cx="24" cy="18" r="5" />
      <circle cx="42" cy="32" r="5" />
      <circle cx="30" cy="46" r="5" />
    </>
  ),
  eye: (
    <>
      <path d="M6 32s10-16 26-16 26 16 26 16-10 16-26 16S6 32 6 32z" />
      <circle cx="32" cy="32" r="8" />
    </>
  ),
  share: (
    <>
      <circle cx="46" cy="16" r="7" />
      <circle cx="18" cy="32" r="7" />
      <circle cx="46" cy="48" r="7" />
      <path d="M24 29l16-9M24 35l16 9" />
    </>
  ),
};

export function GuideIcon({ icon }: { icon: GuideStep['icon'] }) {
  return (
    <svg className="guide-icon" viewBox="0 0 64 64" aria-hidden="true">
      {drawings[icon]}
    </svg>
  );
}
