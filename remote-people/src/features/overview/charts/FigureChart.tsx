// One Overview chart on its canvas: a bar or doughnut chart of labelled counts. The canvas is an
// image whose accessible name reads every figure; the card adds a visually hidden table.
import { Bar, Doughnut } from 'react-chartjs-2';
import './register';
import { CHART_COLORS } from './palette';
import type { ChartFigures } from './overview-charts';

export function figuresSummary({ title, labels, values, unit }: ChartFigures): string {
  const parts = labels.map((label, i) => `${label}: ${values[i] ?? 0}`);
  return `${title} (${unit.toLowerCase()}): ${parts.join(', ')}`;
}

const common = { responsive: true, maintainAspectRatio: false } as const;

export function FigureChart({ figures }: { figures: ChartFigures }) {
  const data = {
    labels: figures.labels,
    datasets: [
      {
        label: figures.unit,
        data: figures.values,
        backgroundColor: figures.colors,
      },
    ],
  };
  const canvas = { role: 'img', 'aria-label': figuresSummary(figures) };
  if (figures.kind === 'doughnut') {
    return (
      <Doughnut
        {...canvas}
        data={data}
        options={{
          ...common,
          plugins: {
            legend: { position: 'bottom', labels: { color: CHART_COLORS.text } },
          },
        }}
      />
    );
  }
  return (
    <Bar
      {...canvas}
      data={data}
      options={{
        ...common,
        plugins: { legend: { display: false } },
        // A centre with few levels would otherwise get bars as wide as the card.
        datasets: { bar: { borderRadius: 4, maxBarThickness: 72 } },
        scales: {
          x: { grid: { display: false }, ticks: { color: CHART_COLORS.text } },
          y: {
            beginAtZero: true,
            grid: { color: CHART_COLORS.grid },
            ticks: { precision: 0, color: CHART_COLORS.text },
          },
        },
      }}
    />
  );
}
