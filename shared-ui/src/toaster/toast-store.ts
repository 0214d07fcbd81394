// The toast store itself (Chakra's createToaster, zag's toast store), made when the toaster's view
// is fetched on the first toast (ToasterView.tsx), with the settings of toaster.ts, and handed to
// it: from then on shared-ui's `toaster` is this store.
import { createToaster } from '@chakra-ui/react';
import { TOASTER_SETTINGS, provideToastStore } from './toaster';

export const toastStore = createToaster(TOASTER_SETTINGS);
provideToastStore(toastStore);
