// The screen of the route `reports` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { ReportsScreen } from '../features/reports/components/ReportsScreen';

export default function Reports() {
  return <ReportsScreen />;
}
