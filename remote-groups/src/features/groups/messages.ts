// The Groups screen's own texts, its failure texts (spec section 8: groupError) and the staff
// lookup's (shared-domain's words, as the calls screen shows them).
import { type FailureMessage, readFailure, serverDetailOr } from 'shared-auth';
import { STAFF_LOOKUP_MESSAGES, type LevelUpdateSummary, successToast } from 'shared-domain';

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
  notAssigned: 'Not assigned',
  noStudents: 'No students in this group yet',
  accountManagerNotice: 'You will be set as the account manager of this group.',
  levelIrreversible:
    'This evaluates every student of the group: those who passed move to the new level and spend one level, those who failed or have no levels left leave the group. This action cannot be undone.',
} as const;

export function foundText(count: number, term: string): string {
  return `Found ${count} ${count === 1 ? 'group' : 'groups'} matching "${term.trim()}"`;
}

export function levelSummaryText(summary: LevelUpdateSummary): string {
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

/** The forms' staff choices could not be read. */
export function staffLookupError(error: unknown): FailureMessage {
  return readFailure(error, STAFF_LOOKUP_MESSAGES);
}
