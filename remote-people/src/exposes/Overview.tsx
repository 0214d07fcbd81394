// The screen of the route `overview` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { OverviewScreen } from '../features/overview/components/OverviewScreen';

export default function Overview() {
  return <OverviewScreen />;
}
