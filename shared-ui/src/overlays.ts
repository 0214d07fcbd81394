// `shared-ui/overlays`: what opens over a screen: the confirm and form dialogs, the side panel, the
// searchable picker and the enrolment changes made from them, and Chakra's menu and drawer.
import {
  dialogSlotRecipe,
  drawerSlotRecipe,
  inputRecipe,
  menuSlotRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

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

// The recipes of what this family draws that the core system lacks (theme/recipes.ts).
addRecipes({
  recipes: { input: inputRecipe },
  slotRecipes: { dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, menu: menuSlotRecipe },
});
