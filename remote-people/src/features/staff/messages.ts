// The Staff List's own texts. The success toasts are the users' ones of spec section 8; the
// 'refreshed' toast is worded here (the spec names, not words, it). The 'coming soon' notices are
// shared-domain's comingSoonNotice.
import { API_MESSAGES, successToast } from 'shared-domain';

export const STAFF_TEXTS = {
  title: 'Staff List',
  pageName: 'Staff',
  addButton: 'Add Staff',
  addTitle: 'Add New Staff Member',
  deleteTitle: 'Delete Staff Member',
  loading: 'Loading staff...',
  empty: 'No staff members found.',
  searchLabel: 'Search staff',
  searchPlaceholder: 'Search by name, email, username or phone...',
} as const;

export const STAFF_TOASTS = {
  noChanges: 'No changes detected',
  refreshed: successToast('Staff list', 'refreshed'),
  created: API_MESSAGES.userCreated,
  updated: API_MESSAGES.userUpdated,
  deleted: API_MESSAGES.userDeleted,
} as const;
