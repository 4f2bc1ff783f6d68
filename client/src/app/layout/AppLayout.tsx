import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUserRefresh } from '../../features/profile/hooks/use-user-refresh.ts';
import { useLiveContest } from '../use-contest-schedule.ts';
import { showsFooter, usesStaffHeader } from './chrome.ts';
import { Footer } from './Footer.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import { SiteAssistant } from './SiteAssistant.tsx';
import { StaffHeader } from './StaffHeader.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousLocation = useRef(location);
  useUserRefresh();
  useLiveContest();

  // After client-side navigation, start at the top and let screen readers continue from the new content.
  useEffect(() => {
    if (previousLocation.current === location) return;
    previousLocation.current = location;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#contenido-principal">
        Saltar al contenido principal
      </a>
      {usesStaffHeader(location) ? <StaffHeader /> : <PublicHeader />}
      <main id="contenido-principal" className="site-main" ref={mainRef} tabIndex={-1}>
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      {showsFooter(location) && <Footer />}
      <SiteAssistant />
    </div>
  );
}
