// The route module the host mounts on /students: the Student List, for the four staff roles.
import { STAFF_ROLES } from 'shared-domain';
import { Guarded, usePageTitle } from 'shared-ui';
import { StudentsScreen } from '../features/students/components/StudentsScreen';
import { STUDENT_TEXTS } from '../features/students/messages';

export default function Students() {
  usePageTitle(STUDENT_TEXTS.pageName);
  return (
    <Guarded roles={STAFF_ROLES}>
      <StudentsScreen />
    </Guarded>
  );
}
