import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';

export function AnniversaryLink() {
  return (
    <Link href={paths.journeyForYou} className="anniversary-link" aria-label="El viaje es por ti: 10 años">
      <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="24" cy="24" r="17.5" fill="none" stroke="#c8102e" strokeWidth="1.5" strokeDasharray="3 2.5" />
        <text x="24" y="26" textAnchor="middle" fontSize="15" fontWeight="800" fill="currentColor">
          10
        </text>
        <text x="24" y="35" textAnchor="middle" fontSize="6.5" fontWeight="700" letterSpacing="0.6" fill="currentColor">
          AÑOS
        </text>
      </svg>
    </Link>
  );
}
