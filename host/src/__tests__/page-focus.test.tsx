// Moving around by keyboard and screen reader: a "Skip to content" link first in the tab order,
// and after a navigation the focus on the new page's main heading with its title announced.
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

it('offers "Skip to content" as the first tab stop, which moves the focus to the page', async () => {
  const { user } = await renderApp(api.current, {
    route: '/profile',
    user: makeUser('operations_manager'),
  });
  await screen.findByRole('heading', { level: 1 });

  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(screen.getByRole('main')).toHaveFocus();
});

it('moves the focus to the new page heading after a navigation and announces its title', async () => {
  const { user, location } = await renderApp(api.current, {
    route: '/profile',
    user: makeUser('instructor', { first_name: 'Dina', full_name: 'Dina Saleh' }),
  });
  await screen.findByRole('heading', { level: 1 });
  // The first page of a visit keeps the browser's own focus.
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();

  const nav = screen.getByLabelText('Main');
  await user.click(within(nav).getByRole('link', { name: 'Home', hidden: true }));

  await waitFor(() => expect(location()).toBe('/'));
  const heading = await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
  await waitFor(() => expect(heading).toHaveFocus());
  await waitFor(() =>
    expect(screen.getByText('LinguaDesk | Home')).toHaveAttribute('aria-live', 'polite'),
  );
});
