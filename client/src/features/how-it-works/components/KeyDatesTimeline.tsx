import type { ContestSchedule } from '../../../../../events/schemas/contest.ts';
import { isReached, keyDateLabel, keyDates } from '../../../content/key-dates.ts';

type KeyDatesTimelineProps = { schedule: ContestSchedule; now: number };

/** "Fechas clave": six milestones, each filled once its date has been reached. Reusable on the landing. */
export function KeyDatesTimeline({ schedule, now }: KeyDatesTimelineProps) {
  return (
    <ol className="timeline">
      {keyDates(schedule).map((keyDate) => {
        const reached = isReached(keyDate, now);
        return (
          <li key={keyDate.id} className={`timeline-item${reached ? ' timeline-item-reached' : ''}`}>
            <span className="timeline-dot" aria-hidden="true" />
            <p className="timeline-date">{keyDateLabel(keyDate)}</p>
            <h3 className="timeline-title">
              {keyDate.title}
              <span className="visually-hidden">{reached ? ' (cumplida)' : ' (próximamente)'}</span>
            </h3>
            <p className="timeline-description">{keyDate.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
