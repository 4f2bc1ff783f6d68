import { useEffect, useState } from 'react';
import { ACTIONS, EVENTS, type EventHandler, Joyride, STATUS, type Step } from 'react-joyride';
import { tourLocale, tourOptions, tourPollMs } from '../../../lib/tour-options.ts';
import { endLandingTour } from '../landing-tour.ts';

/** SPEC §4's two steps: the hero's studio button on the landing, then the sign-up form. */
const steps: Step[] = [
  {
    target: '[data-tour="entrar-estudio"]',
    title: 'Entra al estudio de IA',
    content: 'Aquí empieza todo: diseña la decoración de tu sedán híbrido con inteligencia artificial.',
    placement: 'bottom',
    skipBeacon: true,
  },
  {
    target: '[data-tour="registro"]',
    title: 'Primero regístrate',
    content: 'Para diseñar, votar y ganar necesitas una cuenta. Llena tus datos y confirma tu correo.',
    placement: 'top',
    // The form is taller than a phone: room above it for the tooltip, below the fixed header.
    scrollOffset: 320,
    skipBeacon: true,
  },
];

/** SPEC §9: the move to the next page waits 200 ms, once the tooltip has closed. */
const redirectDelayMs = 200;

export type LandingTourProps = {
  /** The step this page shows: 0 on the landing, 1 on the sign-up page. */
  step: 0 | 1;
  /** Going on from the landing's step, which leads to the sign-up page. */
  onNext?: () => void;
};

/** The landing tour's step on this page (loaded only once the tour is under way). */
export default function LandingTourSteps({ step, onNext }: LandingTourProps) {
  const [targetReady, setTargetReady] = useState(false);
  const target = steps[step]?.target;

  useEffect(() => {
    if (typeof target !== 'string') return;
    const timer = setInterval(() => {
      if (!document.querySelector(target)) return;
      clearInterval(timer);
      setTargetReady(true);
    }, tourPollMs);
    return () => clearInterval(timer);
  }, [target]);

  const onEvent: EventHandler = (data) => {
    if (data.action === ACTIONS.CLOSE) return endLandingTour({ done: false });
    if (data.status === STATUS.SKIPPED || data.status === STATUS.FINISHED) return endLandingTour({ done: true });
    if (data.type !== EVENTS.STEP_AFTER || data.action !== ACTIONS.NEXT) return;
    if (step === steps.length - 1) return endLandingTour({ done: true });
    if (onNext) setTimeout(onNext, redirectDelayMs);
  };

  return (
    <Joyride
      steps={steps}
      stepIndex={step}
      run={targetReady}
      continuous
      onEvent={onEvent}
      locale={tourLocale}
      options={{ ...tourOptions, buttons: ['close', 'primary', 'skip'] }}
    />
  );
}
