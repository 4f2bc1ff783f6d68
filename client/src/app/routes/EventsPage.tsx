import { PageLoading } from '../../components/PageLoading.tsx';
import { Countdown } from '../../features/countdown/components/Countdown.tsx';
import { hasArrived } from '../../features/countdown/utils/time-left.ts';
import { useNow } from '../../hooks/use-now.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { formatDateTime } from '../../lib/contest-dates.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';

const localEventVideo = '/media/evento-ganador.webm';

export default function EventsPage() {
  usePageTitle('Eventos');
  const { schedule, loaded } = useContestSchedule();
  const now = useNow(1000);
  if (!loaded) return <PageLoading />;
  const live = hasArrived(schedule.winnerAnnouncement, now);

  return (
    <div className="events-page">
      <section className="campaign-hero" aria-labelledby="eventos-titulo">
        <div className="campaign-hero-inner">
          <p className="eyebrow eyebrow-light">Evento en vivo</p>
          <h1 id="eventos-titulo">Anuncio del diseño ganador</h1>
          {live ? (
            <p className="campaign-lead">
              El evento ya comenzó. Mira el anuncio del diseño ganador del sedán compacto híbrido 2025.
            </p>
          ) : (
            <>
              <p className="campaign-lead">
                Revelaremos al ganador el {formatDateTime(schedule.winnerAnnouncement)}. Vuelve a esta página para verlo
                en vivo.
              </p>
              <Countdown target={schedule.winnerAnnouncement} now={now} label="Tiempo para el anuncio del ganador" />
            </>
          )}
        </div>
      </section>
      {live && (
        <section className="page event-video" aria-labelledby="video-del-evento">
          <h2 id="video-del-evento">Video del evento</h2>
          {/* biome-ignore lint/a11y/useMediaCaption: the event video has no dialogue; its titles are on screen */}
          <video
            className="video-frame"
            src={schedule.videoUrl ?? localEventVideo}
            controls
            playsInline
            preload="metadata"
          />
        </section>
      )}
    </div>
  );
}
