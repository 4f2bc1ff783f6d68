import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { landingTour } from '../landing-tour.ts';
import type { LandingTourProps } from './LandingTourSteps.tsx';

// The tour library is loaded only when a visitor starts the tour, not with every landing.
const LandingTourSteps = lazy(() => import('./LandingTourSteps.tsx'));

/** The landing tour's step on this page, while the tour is under way. */
export function LandingTour(props: LandingTourProps) {
  const { active } = useSnapshot(landingTour);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LandingTourSteps {...props} />
    </Suspense>
  );
}
