// The attendance table's edits: what the server holds, what is on screen, and Save, which sends
// one PATCH per changed student in parallel. Students whose update fails keep their edits, so a
// second Save retries exactly those. The saves are one mutation; after it the group's cached data
// is refreshed, so a later visit shows what the server holds.
import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIsAdmin } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import { SESSIONS, type GroupDetailStudent } from 'shared-domain';
import { sessionList } from 'shared-domain/records';
import { notify } from 'shared-ui';
import { useGroupChanged } from '../../group-data';
import { updateAttendance } from '../api/update-attendance';
import { ATTENDANCE_TEXT, partialAttendanceMessage } from '../messages';

type Sheet = Record<number, boolean[]>;

function sheetOf(students: readonly GroupDetailStudent[]): Sheet {
  return Object.fromEntries(
    students.map((student) => [
      student.id,
      Array.from({ length: SESSIONS }, (_, index) => student.attendance.sessions[index] === true),
    ]),
  );
}

function sameSessions(a: readonly boolean[] = [], b: readonly boolean[] = []): boolean {
  return a.length === b.length && a.every((present, index) => present === b[index]);
}

type Change = { studentId: number; sessions: boolean[] };

function saveEach(changes: readonly Change[]) {
  return Promise.allSettled(
    changes.map(({ studentId, sessions }) => updateAttendance(studentId, sessions)),
  );
}

export function useAttendanceSheet(students: readonly GroupDetailStudent[]) {
  const canEdit = useIsAdmin();
  const [saved, setSaved] = useState<Sheet>(() => sheetOf(students));
  const [edited, setEdited] = useState<Sheet>(() => sheetOf(students));
  const groupChanged = useGroupChanged();
  const saving = useMutation({
    mutationFn: saveEach,
    onSuccess: (outcomes) => {
      if (outcomes.some((outcome) => outcome.status === 'fulfilled')) void groupChanged();
    },
  });

  const isChanged = (studentId: number) => !sameSessions(saved[studentId], edited[studentId]);

  // The same function from one drawing to the next, so the rows a click leaves alone are not
  // drawn again.
  const toggle = useCallback((studentId: number, session: number, present: boolean) => {
    setEdited((sheet) => ({
      ...sheet,
      [studentId]: (sheet[studentId] ?? []).map((value, index) =>
        index === session ? present : value,
      ),
    }));
  }, []);

  async function save() {
    if (!canEdit) {
      notify.error(ATTENDANCE_TEXT.forbidden);
      return;
    }
    const changed = students.filter((student) => isChanged(student.id));
    if (changed.length === 0) {
      notify.info(ATTENDANCE_TEXT.noChanges);
      return;
    }
    const outcomes = await saving.mutateAsync(
      changed.map((student) => ({ studentId: student.id, sessions: edited[student.id] ?? [] })),
    );
    const stored: Sheet = {};
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') stored[changed[index]!.id] = sessionList(outcome.value);
    });
    // What the server now holds; a failed student's edits stay on screen, still unsaved.
    setSaved((sheet) => ({ ...sheet, ...stored }));
    setEdited((sheet) => ({ ...sheet, ...stored }));
    report(outcomes);
  }

  return { edited, canEdit, saving: saving.isPending, isChanged, toggle, save };
}

function report(outcomes: PromiseSettledResult<unknown>[]) {
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
  const updated = outcomes.length - failures.length;
  if (failures.length === 0) notify.success(ATTENDANCE_TEXT.saved);
  else if (updated > 0) notify.warning(partialAttendanceMessage(updated, outcomes.length));
  else notify.error(resourceActionError(failures[0]!.reason, ATTENDANCE_TEXT.updateAction).message);
}
