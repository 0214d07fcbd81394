// The Student List's own texts. Spec section 8 names the success toasts (refreshed, created,
// updated, deleted) without wording them; these follow the users' 'User created successfully!'.
import { successToast } from 'shared-domain';

export const STUDENT_TEXTS = {
  title: 'Student List',
  pageName: 'Students',
  addButton: 'Add Student',
  addTitle: 'Add New Student',
  deleteTitle: 'Delete Student',
  loading: 'Loading students...',
  empty: 'No students found.',
  searchLabel: 'Search students',
  searchPlaceholder: 'Search by name, email, phone, group, level, status...',
  /** For the catalogue's 'Server error occurred while exporting students...' */
  exportAction: 'exporting students',
} as const;

export const STUDENT_TOASTS = {
  noChanges: 'No changes detected',
  refreshed: successToast('Student list', 'refreshed'),
  created: successToast('Student', 'created'),
  updated: successToast('Student', 'updated'),
  deleted: successToast('Student', 'deleted'),
} as const;
