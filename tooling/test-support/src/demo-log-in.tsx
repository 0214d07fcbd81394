// The demo log-in's tests, the same on every remote's own page: a suite each remote's
// standalone.test.tsx runs.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Standalone } from './standalone';

// eslint-disable-next-line jest/no-export -- a shared suite: this module is no test file (jest runs *.test.ts(x) only), each remote's standalone.test.tsx calls it
export function describeDemoLogIn({ api, remote, open }: Standalone): void {
  describe('demo log-in', () => {
    it('sends a signed-out visitor to the demo log-in, prefilled with the demo account', async () => {
      await open();

      expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeVisible();
      expect(screen.getByLabelText(/Email/)).toHaveValue(remote.demoAccount.email);
      expect(screen.getByLabelText(/Password/)).toHaveValue(remote.demoAccount.password);
      // Nothing of the remote's data is asked for before signing in.
      const dataRequests = api.requests.filter(
        (request) => !request.path.startsWith('/auth/') && request.path !== '/api/me/',
      );
      expect(dataRequests).toEqual([]);
    });

    it('shows the log-in error of the catalogue for a wrong password', async () => {
      await open();
      const password = await screen.findByLabelText(/Password/);
      await userEvent.clear(password);
      await userEvent.type(password, 'Wrong1234');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByText('Invalid email or password.')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Demo log-in' })).toBeVisible();
      expect(window.localStorage.getItem('access_token')).toBeNull();
    });
  });
}
