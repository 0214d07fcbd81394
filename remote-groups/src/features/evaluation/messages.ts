// The evaluation screen's texts. The permission message is the spec's (section 6); the spec has
// no partial-failure text for evaluations, so it mirrors the attendance one (section 2).
export const EVALUATION_TEXT = {
  pageName: 'Group Evaluation',
  loading: 'Loading evaluations...',
  loadFailed: 'Failed to load evaluation data. Please try again.',
  tryAgain: 'Try Again',
  noStudents: 'No students in this group yet.',
  noStudentsDetail: 'Students added to the group will appear here to be scored.',
  readOnly:
    'Only operations and account managers can change evaluations. You are viewing them read-only.',
  save: 'Save Evaluations',
  saving: 'Saving...',
  saved: 'Evaluations updated successfully!',
  noChanges: 'No changes detected',
  forbidden: 'You do not have permission to update evaluations',
  unsaved: 'Unsaved',
  updateAction: 'updating evaluations',
  loadAction: 'loading evaluations',
} as const;

/** Asked before saving a Decision that contradicts the computed Result. */
export const CONTRADICTION_TEXT = {
  title: 'Decision differs from the result',
  confirm: 'Save anyway',
  cancel: 'Review',
} as const;

export function contradictionLine(name: string, decision: string, result: string): string {
  return `${name}: ${decision}, but the result is ${result}.`;
}

export function partialEvaluationMessage(updated: number, attempted: number): string {
  return `Updated evaluations for ${updated} out of ${attempted} students. Some updates failed.`;
}

/** Column and input names of the five scores. */
export const SCORE_LABELS = {
  oral: 'Oral',
  participation: 'Participation',
  written: 'Written',
  listening: 'Listening',
  tasks: 'Tasks',
} as const;

/** An empty score (the sheet sends all five). */
export function scoreRequiredMessage(field: keyof typeof SCORE_LABELS): string {
  return `${SCORE_LABELS[field]} score is required`;
}

/** A fraction, phrased as the range messages are. */
export function wholeScoreMessage(field: keyof typeof SCORE_LABELS): string {
  return `${SCORE_LABELS[field]} score must be a whole number`;
}
