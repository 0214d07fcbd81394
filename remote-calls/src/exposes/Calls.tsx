// The screen of the route `calls` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { CallsScreen } from '../features/calls/components/CallsScreen';

export default function Calls() {
  return <CallsScreen />;
}
