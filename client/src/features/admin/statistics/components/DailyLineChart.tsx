import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { DailyRow } from '../api/statistics-queries.ts';

const spanishMonths = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** One apexcharts line per daily series; the x axis is titled with the event's year. */
export function DailyLineChart({
  rows,
  name,
  axisTitle,
}: {
  rows: readonly DailyRow[];
  name: string;
  axisTitle: string;
}) {
  const options: ApexOptions = {
    chart: {
      id: name,
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: 'inherit',
      animations: { enabled: false },
    },
    colors: ['#c8102e'],
    stroke: { curve: 'smooth', width: 3 },
    markers: { size: 4 },
    dataLabels: { enabled: false },
    grid: { borderColor: '#d5dce8' },
    xaxis: {
      type: 'datetime',
      title: { text: axisTitle },
      labels: {
        datetimeUTC: true,
        formatter: (value) => {
          const date = new Date(Number(value));
          return `${date.getUTCDate()} ${spanishMonths[date.getUTCMonth()]}`;
        },
      },
    },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value) => String(Math.round(value)) } },
    tooltip: { x: { format: 'dd/MM/yyyy' } },
  };
  const series = [{ name, data: rows.map((row) => ({ x: Date.parse(`${row.date}T00:00:00Z`), y: row.count })) }];
  return (
    <div
      className="admin-chart"
      role="img"
      aria-label={`${name}: ${rows.map((row) => `${row.date} ${row.count}`).join(', ')}`}
    >
      <Chart type="line" height={320} options={options} series={series} />
    </div>
  );
}
