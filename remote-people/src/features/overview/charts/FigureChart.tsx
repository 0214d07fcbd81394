// One Overview chart on its canvas: a bar or doughnut chart of labelled counts. The canvas is an
// image whose accessible name reads every figure; the card adds a visually hidden table. In a
// right-to-left language the bars, legend and tooltips read from the right.
import { Bar, Doughnut } from 'react-chartjs-2';
import { activeIntlLocale, activeLocale, directionOf, formatNumber } from 'shared-i18n';
import { useDigits, useLocale } from 'shared-i18n/react';
import { t } from '../../../i18n';
import './register';
import { CHART_COLORS } from './palette';
import type { ChartFigures } from './overview-charts';

export function figuresSummary({ title, labels, values, unit }: ChartFigures): string {
  const parts = labels.map((label, i) =>
    t('chartFigures.figure', { label, value: formatNumber(values[i] ?? 0) }),
  );
  return t('chartFigures.summary', {
    title,
    unit: unit.toLowerCase(),
    figures: parts.join(t('charts.separator')),
  });
}

const common = { responsive: true, maintainAspectRatio: false } as const;

export function FigureChart({ figures }: { figures: ChartFigures }) {
  useLocale();
  useDigits();
  const rtl = directionOf(activeLocale()) === 'rtl';
  // chart.js formats the ticks' and tooltips' numbers in this locale (the chosen digits).
  const locale = activeIntlLocale();
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
  const tooltip = { rtl, textDirection: rtl ? 'rtl' : 'ltr' } as const;
  if (figures.kind === 'doughnut') {
    return (
      <Doughnut
        {...canvas}
        data={data}
        options={{
          ...common,
          locale,
          plugins: {
            legend: {
              position: 'bottom',
              rtl,
              textDirection: tooltip.textDirection,
              labels: { color: CHART_COLORS.text },
            },
            tooltip,
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
        locale,
        plugins: { legend: { display: false }, tooltip },
        // A centre with few levels would otherwise get bars as wide as the card.
        datasets: { bar: { borderRadius: 4, maxBarThickness: 72 } },
        scales: {
          // Right to left: the first bucket on the right, the count axis on the right.
          x: { reverse: rtl, grid: { display: false }, ticks: { color: CHART_COLORS.text } },
          y: {
            position: rtl ? 'right' : 'left',
            beginAtZero: true,
            grid: { color: CHART_COLORS.grid },
            ticks: { precision: 0, color: CHART_COLORS.text },
          },
        },
      }}
    />
  );
}
