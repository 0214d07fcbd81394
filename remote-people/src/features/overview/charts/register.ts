// Registers only the chart.js pieces the Overview draws (bars and doughnuts with their scales,
// tooltip and legend), so the rest of chart.js is tree-shaken out of the remote's bundle.
// react-chartjs-2's Bar and Doughnut register their own controllers.
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
