// The enrolment dialogs' texts: a student's group and call from the Student List.
import { successToast } from 'shared-domain';

export const ENROLMENT_TEXTS = {
  groupButton: 'Group',
  callButton: 'Call',
  groupTitle: (name: string) => `Group for ${name}`,
  callTitle: (name: string) => `Call for ${name}`,
  groupLegend: 'Choose a group',
  groupSearch: 'Search groups',
  noGroups: 'No groups found.',
  noGroup: 'Not in a group yet.',
  inGroup: (title: string) => `Now in ${title}`,
  enrol: 'Enrol',
  move: 'Move',
  remove: 'Remove from group',
  chooseGroup: 'Choose a group first.',
  callLegend: 'Choose a call',
  callSearch: 'Search calls',
  noCalls: 'No calls found.',
  noCall: 'Not linked to a call yet.',
  onCall: (title: string) => `Linked to ${title}`,
  link: 'Link call',
  unlink: 'Unlink call',
  chooseCall: 'Choose a call first.',
  callLinked: successToast('Call link', 'updated'),
  groupsFailed: 'Failed to load groups',
  callsFailed: 'Failed to load calls',
} as const;
