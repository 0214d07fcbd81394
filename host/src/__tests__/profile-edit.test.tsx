// Editing one's profile and password from /profile.
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();

async function openProfile() {
  const me = makeUser('instructor');
  api.current.signIn(me);
  localStorage.setItem('access_token', 'stored');
  const view = await renderApp(api.current, { route: '/profile' });
  await screen.findByRole('heading', { name: 'Mona Fathy', level: 1 });
  return { ...view, me };
}

describe('Edit Profile', () => {
  it('sends only the changed fields, then shows the new name on the page and in the header', async () => {
    const { user, me } = await openProfile();
    const updated = {
      ...me,
      first_name: 'Mariam',
      full_name: 'Mariam Fathy',
      nationality: 'Jordanian',
    };
    api.current.on('PATCH', '/api/me/', { status: 200, body: updated });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const first = within(dialog).getByRole('textbox', { name: /First Name/ });
    expect(first).toHaveValue('Mona');
    await user.clear(first);
    await user.type(first, 'Mariam');
    const nationality = within(dialog).getByRole('textbox', { name: /Nationality/ });
    await user.clear(nationality);
    await user.type(nationality, 'Jordanian');
    api.current.signIn(updated);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
    expect(
      api.current.requests.find((r) => r.path === '/api/me/' && r.method === 'PATCH')?.body,
    ).toEqual({
      first_name: 'Mariam',
      nationality: 'Jordanian',
    });
    expect(await screen.findByRole('heading', { name: 'Mariam Fathy', level: 1 })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Mariam Fathy');
  });

  it('checks the sign-up rules before sending, and shows the server’s field errors', async () => {
    const { user } = await openProfile();
    api.current.on('PATCH', '/api/me/', {
      status: 400,
      body: { phone_number: ['Please enter a valid phone number'] },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const first = within(dialog).getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('First name must be at least 2 characters'),
    ).toBeVisible();
    expect(api.current.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.type(first, 'ona');
    const phone = within(dialog).getByRole('textbox', { name: /Phone Number/ });
    await user.clear(phone);
    await user.type(phone, '+2011');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please check the form for errors.',
    );
  });

  it('sends nothing when nothing changed', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No changes detected')).toBeVisible();
    expect(api.current.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});

describe('Change Password', () => {
  async function openDialog() {
    const view = await openProfile();
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    return { ...view, dialog };
  }

  it('shows the rules first, checks the confirmation, and changes the password', async () => {
    api.current.on('POST', '/api/me/password/', {
      status: 200,
      body: { message: 'Password changed. Your other sessions were signed out.' },
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(
      'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    );
    expect(dialog).toHaveTextContent('Changing your password signs you out on every other device.');
    await user.type(within(dialog).getByLabelText(/Current Password/), 'Demo1234');
    await user.type(within(dialog).getByLabelText(/^New Password/), 'Fresh1pass');
    await user.type(within(dialog).getByLabelText(/Confirm New Password/), 'Fresh1pas');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeVisible();
    expect(api.current.requests.filter((r) => r.path === '/api/me/password/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Confirm New Password/), 's');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions were signed out.'),
    ).toBeVisible();
    expect(api.current.requests.find((r) => r.path === '/api/me/password/')?.body).toEqual({
      current_password: 'Demo1234',
      new_password: 'Fresh1pass',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );
  });

  it('puts a wrong current password under its field, and says when to try again after a 429', async () => {
    api.current.on('POST', '/api/me/password/', {
      status: 400,
      body: { current_password: ['Current password is incorrect.'] },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Current Password/), 'Wrong1pass');
    await user.type(within(dialog).getByLabelText(/^New Password/), 'Fresh1pass');
    await user.type(within(dialog).getByLabelText(/Confirm New Password/), 'Fresh1pass');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeVisible();

    api.current.on('POST', '/api/me/password/', {
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 600 seconds.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 10 minutes.',
    );
  });
});
