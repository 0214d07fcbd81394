// The screen of the route `students` in src/routes.json, which gives its path, roles and title (the
// host and the standalone page apply them).
import { StudentsScreen } from '../features/students/components/StudentsScreen';

export default function Students() {
  return <StudentsScreen />;
}
