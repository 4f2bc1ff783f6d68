import { type TimeLeft, timeLeft } from '../utils/time-left.ts';

const units: { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Días' },
  { key: 'hours', label: 'Horas' },
  { key: 'minutes', label: 'Minutos' },
  { key: 'seconds', label: 'Segundos' },
];

type CountdownProps = { target: number; now: number; label: string };

/** Days, hours, minutes and seconds to `target`; the parent ticks `now` once a second. */
export function Countdown({ target, now, label }: CountdownProps) {
  const left = timeLeft(target, now);
  const spoken = units.map(({ key, label: unit }) => `${left[key]} ${unit.toLowerCase()}`).join(', ');
  return (
    <div className="countdown" role="timer" aria-label={`${label}: ${spoken}`}>
      {units.map(({ key, label: unit }) => (
        <div key={key} className="countdown-unit" data-unit={key}>
          <span className="countdown-value" aria-hidden="true">
            {String(left[key]).padStart(2, '0')}
          </span>
          <span className="countdown-label" aria-hidden="true">
            {unit}
          </span>
        </div>
      ))}
    </div>
  );
}
