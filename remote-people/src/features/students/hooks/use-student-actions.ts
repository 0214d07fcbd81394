// What the Student List does to one student: failures toast the catalogue's message, an update's
// with the server's detail (spec sections 2 and 8).
import { type StudentProfile, userRowName } from 'shared-domain';
import type { SanitizedStudentUpdate } from 'shared-domain/people';
import { notifyFailure } from 'shared-ui';
import { type RowActions, deleteQuestion, useRowActions } from '../../lists';
import { deleteStudent } from '../api/delete-student';
import { studentsKeys } from '../api/get-students';
import { type StudentDraft, studentChanges, updateStudent } from '../api/update-student';
import { STUDENT_TOASTS, studentDeleteError, studentUpdateError } from '../messages';

export interface StudentActions extends Omit<
  RowActions<StudentProfile, SanitizedStudentUpdate>,
  'saveChanges'
> {
  save: (student: StudentProfile, draft: StudentDraft) => Promise<void>;
}

export function useStudentActions(leavePageEmptiedByDelete: () => boolean): StudentActions {
  const { saveChanges, ...actions } = useRowActions<StudentProfile, SanitizedStudentUpdate>({
    update: (student, changes) => updateStudent(student.id, changes),
    remove: (student) => deleteStudent(student.id),
    toasts: STUDENT_TOASTS,
    onUpdateFailure: (error) => notifyFailure(studentUpdateError(error)),
    onDeleteFailure: (error) => notifyFailure(studentDeleteError(error)),
    listKey: studentsKeys.lists(),
    leavePageEmptiedByDelete,
  });

  return {
    ...actions,
    save: (student, draft) => saveChanges(student, studentChanges(student, draft)),
  };
}

export function deleteStudentQuestion(student: StudentProfile): string {
  return deleteQuestion(userRowName(student.user));
}
