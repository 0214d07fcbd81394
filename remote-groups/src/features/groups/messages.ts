// The Groups screen's own texts and its failure texts (spec section 8: groupError); the staff
// lookup's are shared-domain's, as the calls screen shows them.
import { type FailureMessage } from 'shared-auth';
import { serverDetailOr } from 'shared-auth/handlers';
import { type LevelUpdateCounts, successToast } from 'shared-domain';

export const GROUPS_TEXT = {
  heading: 'Groups',
  add: 'Add Group',
  searchLabel: 'Search groups',
  searchPlaceholder: 'Search by title, schedule or level...',
  loading: 'Loading groups...',
  loadFailed: 'Failed to load groups',
  refreshed: successToast('Groups', 'refreshed'),
  created: successToast('Group', 'created'),
  updated: successToast('Group', 'updated'),
  deleted: successToast('Group', 'deleted'),
  levelUpdated: successToast('Group level', 'updated'),
  noGroups: 'No groups yet',
  noGroupsHint: 'Groups appear here once they are created.',
  noMatch: 'No groups match your search',
  clearSearch: 'Clear search',
  noActions: 'No actions available',
  /** A card's menu whose code could not be fetched (its button tries again). */
  menuFailed: 'The menu could not be loaded. Check your connection and try again.',
  levelSummaryStudents: 'Students of the level update',
  notAssigned: 'Not assigned',
  noStudents: 'No students in this group yet',
  accountManagerNotice: 'You will be set as the account manager of this group.',
  levelIrreversible:
    'This evaluates every student of the group: those who passed move to the new level and spend one level, those who failed or have no levels left leave the group. This action cannot be undone.',
} as const;

/** The enrolment dialogs' texts: Add students, and placing passed students. */
export const ENROLMENT_TEXT = {
  addStudents: (title: string) => `Add students to ${title}`,
  addSubmit: 'Add to group',
  studentsLegend: 'Choose students',
  studentsSearch: 'Search students',
  noStudents: 'No students found.',
  chooseStudents: 'Choose at least one student.',
  studentsFailed: 'Failed to load students',
  placeTitle: 'Place passed students',
  placeLegend: 'Choose a group of their new level',
  placeSearch: 'Search groups',
  noGroupsAtLevel: (level: string) => `No other group is at ${level} yet.`,
  placeSubmit: (count: number) => `Place ${count} ${count === 1 ? 'student' : 'students'}`,
  chooseGroup: 'Choose a group first.',
  passed: (names: string[], level: string) =>
    `Passed to ${level}: ${names.join(', ')}. They stay in this group unless placed in another.`,
} as const;

export function foundText(count: number, term: string): string {
  return `Found ${count} ${count === 1 ? 'group' : 'groups'} matching "${term.trim()}"`;
}

export function levelSummaryText(summary: LevelUpdateCounts): string {
  return `Passed: ${summary.students_passed}, Failed: ${summary.students_failed}, No levels remaining: ${summary.students_no_levels}`;
}

export const GROUP_MESSAGES = {
  fetch: 'Failed to fetch groups',
  load: 'Failed to load groups',
  create: 'Failed to create group',
  update: 'Failed to update group',
  delete: 'Failed to delete group',
  updateLevel: 'Failed to update group level',
} as const;

export type GroupOperation = keyof typeof GROUP_MESSAGES;

/** The server's `detail` (or `error`, as update-level answers), else the operation's text. */
export function groupError(error: unknown, operation: GroupOperation): FailureMessage {
  return serverDetailOr(error, GROUP_MESSAGES[operation]);
}
