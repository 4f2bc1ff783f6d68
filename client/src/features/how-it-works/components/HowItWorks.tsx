import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { useScrollToSection } from '../hooks/use-scroll-to-section.ts';
import { BeforeYouStart } from './BeforeYouStart.tsx';
import { ContestRules } from './ContestRules.tsx';
import { KeyDates } from './KeyDates.tsx';

type HowItWorksProps = { schedule: ContestSchedule; now: number; search: string };

/** The how-it-works sections; `?diseño=verdadero`, `?concurso=verdadero` and `?fecha=verdadero` scroll to one. */
export function HowItWorks({ schedule, now, search }: HowItWorksProps) {
  useScrollToSection(search);
  return (
    <div className="hiw">
      <BeforeYouStart />
      <ContestRules />
      <KeyDates schedule={schedule} now={now} />
    </div>
  );
}
