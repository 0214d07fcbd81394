// The screen of the route `schedule` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { ScheduleScreen } from '../features/schedule/components/ScheduleScreen';

export default function Schedule() {
  return <ScheduleScreen />;
}
