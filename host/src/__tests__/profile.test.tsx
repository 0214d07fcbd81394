import { screen, within } from '@testing-library/react';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';
import type { Answer } from '../test/apiServer';

const api = setupApiServer();

/** The session's own load of /api/me/ succeeds; the profile screen's call gets `answer`. */
function sessionThenAnswer(answer: Answer) {
  let calls = 0;
  api.current.on('GET', '/api/me/', () => {
    calls += 1;
    return calls === 1 ? { status: 200, body: makeUser('supervisor') } : answer;
  });
  localStorage.setItem('access_token', 'stored');
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('profile (/profile)', () => {
  it('shows Loading profile... and then every section', async () => {
    const user = makeUser('account_manager', { middle_name: 'Ali' });
    // The session's load answers at once; the profile screen's waits until the test lets it.
    let answerProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    let calls = 0;
    api.current.on('GET', '/api/me/', async () => {
      calls += 1;
      if (calls > 1) await profileHeld;
      return { status: 200, body: user };
    });
    localStorage.setItem('access_token', 'stored');
    await renderApp(api.current, { route: '/profile' });
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    answerProfile();
    expect(await screen.findByRole('heading', { name: 'Mona Fathy' })).toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Profile');

    const contact = within(section('Contact Information'));
    expect(contact.getByText('account_manager@linguadesk.test')).toBeInTheDocument();
    expect(contact.getByText('account_manager_user')).toBeInTheDocument();
    expect(contact.getByText('+201001234567')).toBeInTheDocument();
    const personal = within(section('Personal Information'));
    expect(personal.getByText('Ali')).toBeInTheDocument();
    expect(personal.getByText('Female')).toBeInTheDocument();
    expect(personal.getByText('Egyptian')).toBeInTheDocument();
    const status = within(section('Account Status'));
    expect(status.getByText('Active')).toBeInTheDocument();
    expect(status.getByText('Verified')).toBeInTheDocument();
    expect(status.getByText('Account Manager')).toBeInTheDocument();
    const details = within(section('Account Details'));
    expect(details.getByText('42')).toBeInTheDocument();
    expect(details.getByText(/January 5, 2024/)).toBeInTheDocument();
    expect(details.getByText(/March 9, 2024/)).toBeInTheDocument();
  });

  it('fills the gaps with the fallbacks', async () => {
    const user = makeUser('instructor', {
      full_name: '',
      first_name: '',
      middle_name: '',
      last_name: '',
      username: '',
      phone_number: null,
      gender: '',
      nationality: '',
      is_active: false,
      is_verified: false,
      created_at: null as unknown as string,
      updated_at: null as unknown as string,
    });
    await renderApp(api.current, { route: '/profile', user });
    expect(
      await screen.findByRole('heading', { name: 'instructor@linguadesk.test' }),
    ).toBeInTheDocument();
    expect(within(section('Contact Information')).getByText('Not set')).toBeInTheDocument();
    expect(within(section('Contact Information')).getByText('Not provided')).toBeInTheDocument();
    expect(within(section('Personal Information')).getAllByText('Not provided')).toHaveLength(3);
    expect(within(section('Personal Information')).getAllByText('Not specified')).toHaveLength(2);
    expect(within(section('Account Status')).getByText('Inactive')).toBeInTheDocument();
    expect(within(section('Account Status')).getByText('Unverified')).toBeInTheDocument();
    expect(within(section('Account Details')).getAllByText('Not available')).toHaveLength(2);
  });

  it('shows Error Loading Profile with Try Again when the profile cannot be read', async () => {
    sessionThenAnswer({ status: 500, body: { detail: 'Server error.' } });
    await renderApp(api.current, { route: '/profile' });
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says No user data available. when the answer carries no user', async () => {
    sessionThenAnswer({ status: 200 });
    await renderApp(api.current, { route: '/profile' });
    expect(await screen.findByText('No user data available.')).toBeInTheDocument();
  });
});
