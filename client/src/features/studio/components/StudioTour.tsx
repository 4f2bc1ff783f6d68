import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ACTIONS, type EventHandler, Joyride, STATUS, type Step } from 'react-joyride';
import { updateStoredUser } from '../../../lib/session.ts';
import { tourLocale, tourOptions, tourPollMs } from '../../../lib/tour-options.ts';
import { completeTour } from '../api/complete-tour.ts';

// SPEC §4's six steps. The last two explain the save dialog, which is not open during the tour.
const steps: Step[] = [
  {
    target: '[data-tour="prompt"]',
    title: 'Escribe tu idea',
    content: 'Describe con palabras la textura que imaginas, elige un estilo y presiona Generar.',
    skipBeacon: true,
  },
  {
    target: '[data-tour="texture-item"]',
    title: 'Tus texturas',
    content: 'Aquí llegan tus texturas. Usa una en el auto o edítala para ajustar su rotación, escala y posición.',
  },
  {
    target: '[data-tour="parts"]',
    title: 'Partes del auto',
    content: 'Pinta el auto completo o cambia a parte por parte: cofre, techo, cajuela, puertas y paneles.',
  },
  {
    target: '[data-tour="finish"]',
    title: 'Termina tu diseño',
    content: 'Cuando te guste cómo quedó, presiona Terminar diseño para guardarlo en tu biblioteca.',
  },
  {
    target: 'body',
    placement: 'center',
    title: 'Nombra tu diseño',
    content: 'Al terminar, dale un nombre y una descripción que cuenten la historia de tu diseño.',
  },
  {
    target: 'body',
    placement: 'center',
    title: 'Elige tu miniatura',
    content: 'Por último, elige entre varias vistas de tu auto la imagen que lo representará en la galería.',
  },
];

/**
 * The studio tour, offered until the profile says it was done (SPEC §4): finishing, skipping or
 * pausing records it; closing only ends this showing.
 */
export function StudioTour({ userId, done }: { userId: string; done: boolean }) {
  const [run, setRun] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (done) return;
    // It starts once the prompt field exists.
    const timer = setInterval(() => {
      if (!document.querySelector('[data-tour="prompt"]')) return;
      clearInterval(timer);
      setRun(true);
    }, tourPollMs);
    return () => clearInterval(timer);
  }, [done]);

  const onEvent: EventHandler = (data) => {
    if (data.action === ACTIONS.CLOSE) return setRun(false);
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED || data.status === STATUS.PAUSED) {
      setRun(false);
      completeTour().then(
        (user) => {
          updateStoredUser(user);
          // A profile refresh already under way would bring back the old flag: the user's queries are asked again.
          void queryClient.invalidateQueries({ queryKey: ['user', userId] });
        },
        () => undefined,
      );
    }
  };

  if (done) return null;
  return (
    <Joyride
      steps={steps}
      run={run}
      continuous
      onEvent={onEvent}
      locale={tourLocale}
      options={{ ...tourOptions, buttons: ['back', 'close', 'primary', 'skip'] }}
    />
  );
}
