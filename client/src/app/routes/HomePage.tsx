import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { Dialog } from '../../components/Dialog.tsx';
import { paths } from '../../config/paths.ts';
import { VoterSignInProvider } from '../../features/auth/components/VoterSignInProvider.tsx';
import { LatestEntries } from '../../features/gallery/components/LatestEntries.tsx';
import { TopRanked } from '../../features/gallery/components/TopRanked.tsx';
import { VotingProvider } from '../../features/gallery/components/VotingProvider.tsx';
import { landingCardTitle } from '../../features/gallery/utils/truncate.ts';
import { HowItWorks } from '../../features/how-it-works/components/HowItWorks.tsx';
import { ContestGuide } from '../../features/landing/components/ContestGuide.tsx';
import { FirstVisitDialog } from '../../features/landing/components/FirstVisitDialog.tsx';
import { HeroVideo } from '../../features/landing/components/HeroVideo.tsx';
import { LandingTour } from '../../features/landing/components/LandingTour.tsx';
import { isFirstVisit, rememberLandingTourDone, startLandingTour } from '../../features/landing/landing-tour.ts';
import type { ShareTarget } from '../../features/sharing/components/ShareDialog.tsx';
import { TutorialVideos } from '../../features/studio/components/TutorialVideos.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { loginPathReturningTo } from '../../lib/return-to.ts';
import { isUserLoggedIn, session } from '../../lib/session.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';
import '../../features/studio/studio.css';

const minute = 60_000;

// Sharing's dialogs load when a visitor shares, not with the landing.
const ShareDialog = lazy(() =>
  import('../../features/sharing/components/ShareDialog.tsx').then((m) => ({ default: m.ShareDialog })),
);

/** Swiper's minimum widths for SPEC §9's landing slider: 1 up to 576 px, 2 up to 992, 3 up to 1280, then 4. */
const landingTopBreakpoints = {
  0: { slidesPerView: 1 },
  577: { slidesPerView: 2 },
  993: { slidesPerView: 3 },
  1281: { slidesPerView: 4 },
};

export default function HomePage() {
  usePageTitle('Inicio');
  const search = useSearch();
  const [, navigate] = useLocation();
  const { schedule } = useContestSchedule();
  const now = useNow(minute);
  const state = useSnapshot(session);
  const [offerTour, setOfferTour] = useState(isFirstVisit);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const studio = isUserLoggedIn(state) ? paths.configurator : loginPathReturningTo(paths.configurator);

  return (
    <VoterSignInProvider>
      <VotingProvider>
        <section className="campaign-hero home-hero" aria-labelledby="inicio-titulo">
          <HeroVideo />
          <div className="campaign-hero-inner">
            <p className="eyebrow eyebrow-light">10.º aniversario · #TuDeterminasTuDiseño</p>
            <h1 id="inicio-titulo">Diseña tu sedán híbrido con inteligencia artificial</h1>
            <p className="campaign-lead">
              Crea la decoración de tu auto con IA, compártela en redes sociales y participa por un sedán compacto
              híbrido 2025 nuevo.
            </p>
            <div className="hero-actions">
              <Link href={studio} className="button button-accent button-large" data-tour="entrar-estudio">
                Entrar al estudio de IA
              </Link>
              <button
                type="button"
                className="button button-outline-light button-large"
                onClick={() => setTutorialOpen(true)}
              >
                ¿Cómo funciona?
              </button>
            </div>
          </div>
        </section>
        <div className="page">
          <ContestGuide />
        </div>
        <div className="gallery-page">
          <LatestEntries count={8} cardTitle={landingCardTitle} mobileSlider onShare={setSharing} />
        </div>
        <div className="gallery-band">
          <div className="gallery-page">
            <TopRanked
              title="Los más votados"
              breakpoints={landingTopBreakpoints}
              arrowsAbove={4}
              onShare={setSharing}
            />
          </div>
        </div>
        <div className="page">
          <HowItWorks schedule={schedule} now={now} search={search} />
        </div>
        {tutorialOpen && (
          <Dialog title="¿Cómo funciona?" onClose={() => setTutorialOpen(false)}>
            <div className="tutorial-dialog">
              <TutorialVideos startAt={null} />
            </div>
          </Dialog>
        )}
        {offerTour && (
          <FirstVisitDialog
            onDecline={() => {
              rememberLandingTourDone();
              setOfferTour(false);
            }}
            onAccept={() => {
              setOfferTour(false);
              startLandingTour();
            }}
            onClose={() => setOfferTour(false)}
          />
        )}
        <LandingTour step={0} onNext={() => navigate(paths.signUp)} />
        {sharing && (
          <Suspense fallback={null}>
            <ShareDialog design={sharing} onClose={() => setSharing(null)} />
          </Suspense>
        )}
      </VotingProvider>
    </VoterSignInProvider>
  );
}
