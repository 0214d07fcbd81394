// renderScreen mounts at the route with its params, signIn signs in, and setupFakeApi's reset leaves
// the next test signed out, with empty storage and no toast.
import { act, screen } from '@testing-library/react';
import { Link, useParams } from 'react-router-dom';
import { apiGet, useSessionStore } from 'shared-auth';
import { notify, toaster } from 'shared-ui';
import { TOKEN, renderScreen, signIn, setupFakeApi } from '../render';
import { makeStaffUser } from 'shared-domain/factory';

const api = setupFakeApi();

function GroupScreen() {
  const { id } = useParams();
  return <Link to="/groups">Group {id}</Link>;
}

describe('in order', () => {
  it('renders at the path with params, follows links, and sends the signed-in token', async () => {
    signIn(makeStaffUser());
    api.on('GET', '/api/groups/', { status: 200, body: [] });
    const { user, location } = await renderScreen(<GroupScreen />, {
      apiUrl: api.url,
      path: '/groups/7',
      route: '/groups/:id',
    });
    await apiGet('api/groups/');
    act(() => notify.success('Saved'));

    expect(api.calls('GET', '/api/groups/')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    await user.click(screen.getByRole('link', { name: 'Group 7' }));
    expect(location()).toBe('/groups');
    expect(screen.getByText('Elsewhere')).toBeVisible();
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });

  it('starts the next test signed out, with empty storage and no toast', () => {
    expect(useSessionStore.getState().user).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});
