// The Calls screen's own words: headings, buttons, empty states, the success toasts of spec
// section 8 ("refreshed, created, updated, deleted") and its failure texts (callError). The
// 'coming soon' notice and the staff lookup's texts are shared-domain's.
import { type FailureMessage } from 'shared-auth';
import { serverDetailOr } from 'shared-auth/handlers';
import { successToast } from 'shared-domain';

export const CALLS_TEXT = {
  title: 'Calls',
  subtitle: 'Placement and intake calls',
  loading: 'Loading calls...',
  searchPlaceholder: 'Search by caller, supervisor, account manager, time or months...',
  searchLabel: 'Search calls',
  refresh: 'Refresh',
  filter: 'Filter',
  export: 'Export',
  add: 'Add Call',
  edit: 'Edit',
  delete: 'Delete',
  addTitle: 'Add Call',
  editTitle: 'Edit Call',
  save: 'Save Call',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  deleteTitle: 'Delete Call',
  deleteConfirm: 'Delete',
  emptyTitle: 'No calls yet',
  emptyMessage: 'Calls you add will appear here.',
  noMatchesTitle: 'No calls found',
  clearSearch: 'Clear search',
  noStudents: 'No students on this call yet',
  notAssigned: 'Not assigned',
  unassignedCaller: 'No caller',
  accountManagerNotice: 'You will be set as the account manager of this call.',
  refreshed: successToast('Calls', 'refreshed'),
  created: successToast('Call', 'created'),
  updated: successToast('Call', 'updated'),
  deleted: successToast('Call', 'deleted'),
} as const;

/** 'Found 3 calls matching "omar"' (spec section 2, shared list-screen behaviour). */
export function foundMessage(count: number, term: string): string {
  return `Found ${count} ${count === 1 ? 'call' : 'calls'} matching "${term}"`;
}

export function noMatchesMessage(term: string): string {
  return `No calls match "${term}". Try another search.`;
}

export function deleteMessage(caller: string, time: string): string {
  return `Delete the call of ${caller} at ${time}? This cannot be undone.`;
}

export const CALL_MESSAGES = {
  fetch: 'Failed to fetch calls',
  load: 'Failed to load calls',
  create: 'Failed to create call',
  update: 'Failed to update call',
  delete: 'Failed to delete call',
} as const;

export type CallOperation = keyof typeof CALL_MESSAGES;

/** The server's `detail`, else the operation's text (spec section 8). */
export function callError(error: unknown, operation: CallOperation): FailureMessage {
  return serverDetailOr(error, CALL_MESSAGES[operation]);
}
