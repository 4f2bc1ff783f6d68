import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { assistantDefaults } from '../../config/assistant.ts';
import { paths } from '../../config/paths.ts';
import { useAssistantSettings } from '../../features/assistant/api/get-assistant-settings.ts';
import { useContestSchedule } from '../use-contest-schedule.ts';
import { showsFooter } from './chrome.ts';

// Loaded after the page: the search index and its texts stay out of the first download.
const RetrievalAssistant = lazy(() => import('../../features/assistant/components/RetrievalAssistant.tsx'));

/** The chat assistant on every public page; staff pages (those without the footer, bar the countdown) go without. */
export function SiteAssistant() {
  const [location] = useLocation();
  const { schedule } = useContestSchedule();
  const { name, logoUrl } = useAssistantSettings() ?? assistantDefaults;
  if (!showsFooter(location) && location !== paths.comingSoon) return null;
  return (
    <Suspense fallback={null}>
      <RetrievalAssistant schedule={schedule} name={name} logoUrl={logoUrl} />
    </Suspense>
  );
}
