import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { howItWorksSections } from '../hooks/section-for-query.ts';
import { KeyDatesTimeline } from './KeyDatesTimeline.tsx';

export function KeyDates({ schedule, now }: { schedule: ContestSchedule; now: number }) {
  const id = howItWorksSections.dates;
  return (
    <section id={id} className="hiw-section" aria-labelledby={`${id}-titulo`}>
      <p className="eyebrow">Calendario</p>
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        Fechas clave
      </h2>
      <KeyDatesTimeline schedule={schedule} now={now} />
    </section>
  );
}
