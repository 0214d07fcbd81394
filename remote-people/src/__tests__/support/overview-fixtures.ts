// The Overview's tests: a stand-in for react-chartjs-2 that renders the figures each chart
// receives as a list (jsdom has no canvas). Their answers come from shared-domain/factory.
import { createElement } from 'react';

interface ChartProps {
  'aria-label'?: string;
  data: { labels?: unknown[]; datasets: { label?: string; data: unknown[] }[] };
}

function fakeChart(kind: string) {
  return function FakeChart({ data, 'aria-label': label }: ChartProps) {
    const dataset = data.datasets[0];
    return createElement(
      'ul',
      { 'aria-label': label, 'data-kind': kind, 'data-dataset': dataset?.label },
      (data.labels ?? []).map((name, i) =>
        createElement('li', { key: String(name) }, `${String(name)}: ${String(dataset?.data[i])}`),
      ),
    );
  };
}

/** `jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock)` */
export const chartsMock = { Bar: fakeChart('bar'), Doughnut: fakeChart('doughnut') };
