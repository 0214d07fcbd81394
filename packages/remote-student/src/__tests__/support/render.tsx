// Renders a screen the way the host does: the suite's provider and a router, with the session
// signed in as the given user (or still loading) and the API client pointed at the fake API.
// Resolves once mounted: the toaster's zag machine starts in a microtask after mounting and
// updates state then, which must happen inside act() before the test looks at the screen.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY, configureApi, disposeSession, useSessionStore } from 'shared-auth';
import type { User } from 'shared-domain';
import { UiProvider } from 'shared-ui';
import { type FakeApi, useFakeApi as useSharedFakeApi } from '../../../../../tooling/jest/fake-api';

export const TOKEN = 'student-access-token';

export function signIn(user: User): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  useSessionStore.setState({ status: 'authenticated', user, token: TOKEN, error: null });
}

export async function renderScreen(ui: ReactElement, { apiUrl }: { apiUrl: string }) {
  configureApi({ baseUrl: apiUrl });
  const result = render(
    <UiProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/login" element={<p>Log-in screen</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  await act(async () => {});
  return result;
}

/** A fresh fake API per test; afterwards the session is ended and the stored token cleared. */
export function useFakeApi(): FakeApi {
  return useSharedFakeApi(() => {
    disposeSession();
    window.localStorage.clear();
  });
}
