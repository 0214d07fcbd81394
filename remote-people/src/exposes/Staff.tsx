// The screen of the route `staff` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { StaffScreen } from '../features/staff/components/StaffScreen';

export default function Staff() {
  return <StaffScreen />;
}
