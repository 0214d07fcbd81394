// What the Student List does to one student: save an inline edit, delete after confirmation, and
// the toasts of each outcome (spec sections 2 and 8).
import { useState } from 'react';
import { studentDeleteError, studentUpdateError } from 'shared-auth';
import { type StudentProfile, userRowName } from 'shared-domain';
import { notify } from 'shared-ui';
import { deleteStudent } from '../api/delete-student';
import { type StudentDraft, studentChanges, updateStudent } from '../api/update-student';
import { STUDENT_TOASTS } from '../messages';

export interface StudentActions {
  save: (student: StudentProfile, draft: StudentDraft) => Promise<void>;
  /** The student waiting for the delete confirmation, if any. */
  pendingDelete: StudentProfile | null;
  askDelete: (student: StudentProfile) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  deleting: boolean;
}

export function useStudentActions(
  reload: () => Promise<boolean>,
  reloadAfterDelete: () => Promise<boolean>,
): StudentActions {
  const [pendingDelete, setPendingDelete] = useState<StudentProfile | null>(null);
  const [deleting, setDeleting] = useState(false);

  const save = async (student: StudentProfile, draft: StudentDraft) => {
    const changes = studentChanges(student, draft);
    if (Object.keys(changes).length === 0) {
      notify.info(STUDENT_TOASTS.noChanges);
      return;
    }
    try {
      await updateStudent(student.id, changes);
    } catch (error) {
      const failure = studentUpdateError(error);
      notify.error(
        failure.detail ?? failure.message,
        failure.detail ? { title: failure.message } : {},
      );
      // Keeps the row in edit mode so the user can correct it.
      throw error;
    }
    notify.success(STUDENT_TOASTS.updated);
    await reload();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteStudent(pendingDelete.id);
      notify.success(STUDENT_TOASTS.deleted);
      setPendingDelete(null);
      await reloadAfterDelete();
    } catch (error) {
      notify.error(studentDeleteError(error).message);
      setPendingDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return {
    save,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deleting,
  };
}

export function deleteQuestion(student: StudentProfile): string {
  return `Are you sure you want to delete ${userRowName(student.user)}? This cannot be undone.`;
}
