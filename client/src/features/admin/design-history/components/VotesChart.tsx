import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { VotesPoint } from '../../../../../../events/schemas/admin.ts';

const hourLabel = (ms: number) =>
  new Date(ms).toLocaleString('es-MX', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const hour = 3_600_000;

/** The design's likes by the end of each hour that moved them, from zero the hour before the first. */
export function VotesChart({ points }: { points: readonly VotesPoint[] }) {
  const options: ApexOptions = {
    chart: {
      id: 'votos-del-diseno',
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: 'inherit',
      animations: { enabled: false },
    },
    colors: ['#c8102e'],
    stroke: { curve: 'stepline', width: 3 },
    markers: { size: 4 },
    dataLabels: { enabled: false },
    grid: { borderColor: '#d5dce8' },
    xaxis: { type: 'datetime', labels: { datetimeUTC: false, formatter: (value) => hourLabel(Number(value)) } },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value) => String(Math.round(value)) } },
    tooltip: { x: { formatter: (value) => hourLabel(Number(value)) } },
  };
  const series = [
    {
      name: 'Me gusta acumulados',
      data: [
        { x: Date.parse(points[0]!.hour) - hour, y: 0 },
        ...points.map((point) => ({ x: Date.parse(point.hour), y: point.total })),
      ],
    },
  ];
  return (
    <div
      className="admin-chart"
      role="img"
      aria-label={`Me gusta acumulados por hora: ${points.map((point) => `${hourLabel(Date.parse(point.hour))} ${point.total}`).join(', ')}`}
    >
      <Chart type="line" height={280} options={options} series={series} />
    </div>
  );
}
