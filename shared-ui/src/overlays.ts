// `shared-ui/overlays`: what opens over a screen: the confirm and form dialogs, the side panel, the
// searchable picker and the enrolment changes made from them, and Chakra's menu and drawer.
export { ConfirmDialog } from './dialogs/ConfirmDialog';
export { SidePanel, type SidePanelProps } from './dialogs/SidePanel';
export { FormDialog } from './forms/FormDialog';
export {
  SearchablePicker,
  pickerLoadState,
  singleChoice,
  type PickerChoice,
} from './pickers/SearchablePicker';
export { groupPickerChoice } from './pickers/group-choice';
export {
  ENROLMENT_QUERY_ROOTS,
  enrolmentError,
  useEnrolStudents,
  useRemoveFromGroup,
} from './data/enrolment';
export { Drawer, Menu } from '@chakra-ui/react';
