// The attendance screen's texts. The partial-failure warning and the permission message are the
// spec's (sections 2 and 6); the others follow the catalogue's style (section 8).
export const ATTENDANCE_TEXT = {
  pageName: 'Group Attendance',
  loading: 'Loading attendance...',
  loadFailed: 'Failed to load attendance data. Please try again.',
  tryAgain: 'Try Again',
  noStudents: 'No students in this group yet.',
  noStudentsDetail: 'Students added to the group will appear here with their nine sessions.',
  readOnly:
    'Only operations and account managers can change attendance. You are viewing it read-only.',
  save: 'Save Attendance',
  saving: 'Saving...',
  saved: 'Attendance updated successfully!',
  noChanges: 'No changes detected',
  forbidden: 'You do not have permission to update attendance',
  unsaved: 'Unsaved',
  updateAction: 'updating attendance',
  loadAction: 'loading attendance',
} as const;

export function partialAttendanceMessage(updated: number, attempted: number): string {
  return `Updated attendance for ${updated} out of ${attempted} students. Some updates failed.`;
}
