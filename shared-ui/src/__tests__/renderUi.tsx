// Renders a component inside the suite's provider, as every app does, and waits until it has
// mounted: Chakra's zag machines (the toaster's among them) start in a microtask after mounting
// and update state then, which must happen inside act() before the test looks at the screen.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';

export async function renderUi(ui: ReactElement) {
  const result = render(<UiProvider>{ui}</UiProvider>);
  await act(async () => {});
  return result;
}
