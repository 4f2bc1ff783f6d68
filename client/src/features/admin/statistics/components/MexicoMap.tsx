import { useQuery } from '@tanstack/react-query';
import { geoMercator, geoPath } from 'd3-geo';
import { useId } from 'react';
import { messages } from '../../../../../../events/schemas/messages.ts';
import type { StateRow } from '../api/statistics-queries.ts';
import { loadMexicoOutline } from './mexico-outline.ts';
import { stateCapitals } from './state-capitals.ts';

const width = 640;
const height = 420;
const maxRadius = 22;

/** A marker at each state's capital, its area proportional to the count; the same figures as a list. */
export function MexicoMap({ rows, label }: { rows: readonly StateRow[]; label: string }) {
  const titleId = useId();
  const outline = useQuery({ queryKey: ['mexico-outline'], queryFn: loadMexicoOutline, staleTime: Infinity });
  if (outline.isPending) return <p className="admin-status">{messages.loading}</p>;
  if (!outline.data) return <p className="admin-status">{messages.empty.dataNotFound}</p>;

  const projection = geoMercator().fitExtent(
    [
      [maxRadius, maxRadius],
      [width - maxRadius, height - maxRadius],
    ],
    outline.data,
  );
  const path = geoPath(projection);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  const markers = rows.flatMap((row) => {
    const capital = stateCapitals[row.state];
    const point = capital && projection(capital.at);
    return point ? [{ ...row, city: capital.city, x: point[0], y: point[1] }] : [];
  });

  return (
    <figure className="admin-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} className="admin-map-svg">
        <title id={titleId}>{label}</title>
        <path d={path(outline.data) ?? ''} className="admin-map-land" />
        {markers.map((marker) => (
          <g key={marker.state} data-state={marker.state}>
            <circle
              cx={marker.x}
              cy={marker.y}
              r={Math.max(5, maxRadius * Math.sqrt(marker.count / largest))}
              className="admin-map-marker"
            >
              <title>{`${marker.state} (${marker.city}): ${marker.count}`}</title>
            </circle>
            <text x={marker.x} y={marker.y} className="admin-map-count" dy="0.35em">
              {marker.count}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="admin-map-legend" aria-label={`${label} por estado`}>
          {rows.map((row) => (
            <li key={row.state}>
              <span>{row.state}</span> <strong>{row.count}</strong>
            </li>
          ))}
        </ul>
        <p className="admin-map-credit">
          Contorno: Natural Earth (dominio público). Cada marcador está en la capital del estado del distribuidor.
        </p>
      </figcaption>
    </figure>
  );
}
