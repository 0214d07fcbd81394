// The screen of the route `imports` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { ImportScreen } from '../features/imports/components/ImportScreen';

export default function Imports() {
  return <ImportScreen />;
}
