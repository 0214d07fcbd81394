// Renders a component inside the suite's provider, as every app does, and waits until it has
// mounted: Chakra's zag machines (the toaster's among them) start in a microtask after mounting
// and update state then, which must happen inside act() before the test looks at the screen.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';

export async function renderUi(ui: ReactElement) {
  const view = render(<UiProvider>{ui}</UiProvider>);
  // eslint-disable-next-line testing-library/no-unnecessary-act -- flushes the start-up microtask of Chakra's zag machines inside act(), as said above; without it React reports updates outside act()
  await act(async () => {});
  return view;
}
