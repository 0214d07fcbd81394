// What other features may use of the Overview: a chart's card (its chart fetched lazily, with
// chart.js, in the Overview's own chunk) and the suite's chart colours.
export { ChartCard } from './components/ChartCard';
export type { ChartFigures } from './charts/overview-charts';
export { CHART_COLORS } from './charts/palette';
