import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route } from 'react-router-dom';
import {
  DEFAULT_API_URL,
  TOKEN_STORAGE_KEY,
  configureApi,
  disposeSession,
  initSession,
} from 'shared-auth';
import { StandaloneShell } from '../standalone/StandaloneShell';
import { manifestRoutes } from '../standalone/manifest-routes';
import { readApiUrl } from '../standalone/runtime-config';

const student = {
  id: 5,
  email: 'student@linguadesk.test',
  username: 'sara',
  first_name: 'Sara',
  middle_name: '',
  last_name: 'Hassan',
  full_name: 'Sara Hassan',
  role: 'student',
};

const realFetch = global.fetch;

/** The API at the fetch level: log-in hands out a token, /api/me/ needs it. */
function fakeApi() {
  const sent: { method: string; path: string; body: string }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    sent.push({ method: request.method, path, body: await request.text() });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (path === '/auth/login/') return json(200, { access: 'demo-token' });
    if (path === '/api/me/' && request.headers.get('Authorization') === 'Bearer demo-token')
      return json(200, student);
    if (path === '/auth/logout/') return new Response(null, { status: 204 });
    return json(401, { detail: 'Authentication credentials were not provided.' });
  }) as typeof fetch;
  return sent;
}

afterEach(() => {
  disposeSession();
  localStorage.clear();
  global.fetch = realFetch;
});

describe('StandaloneShell', () => {
  it('signs in with the prefilled demo account and then shows the remote route', async () => {
    const sent = fakeApi();
    configureApi({ baseUrl: 'http://api.test' });
    initSession();
    render(
      <MemoryRouter initialEntries={['/']}>
        <StandaloneShell
          title="Student dashboard"
          demoAccount={{ email: 'student@linguadesk.test', password: 'Demo1234' }}
        >
          <Route index element={<p>Dashboard route</p>} />
        </StandaloneShell>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeInTheDocument();
    expect(screen.getByText('Student dashboard · standalone')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('student@linguadesk.test');

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard route')).toBeInTheDocument();
    expect(screen.getByText('Sara Hassan')).toBeInTheDocument();
    expect(JSON.parse(sent.find((r) => r.path === '/auth/login/')?.body ?? '{}')).toEqual({
      email: 'student@linguadesk.test',
      password: 'Demo1234',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByText('Dashboard route')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeInTheDocument();
  });
});

describe('manifestRoutes', () => {
  const manifest = {
    routes: [
      {
        id: 'reports',
        path: '/reports',
        module: './Reports',
        roles: ['student'],
        title: 'Monthly reports',
      },
    ],
  };

  function openReports(role: string) {
    const sent = fakeApi();
    configureApi({ baseUrl: 'http://api.test' });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'demo-token');
    student.role = role;
    initSession();
    render(
      <MemoryRouter initialEntries={['/reports']}>
        <StandaloneShell title="Reports" demoAccount={{ email: 'a@b.test', password: 'x' }}>
          {manifestRoutes(manifest, { './Reports': () => <p>Reports screen</p> })}
        </StandaloneShell>
      </MemoryRouter>,
    );
    return sent;
  }

  afterEach(() => {
    student.role = 'student';
  });

  it("mounts each route's screen behind its roles, titled by the manifest", async () => {
    openReports('student');
    expect(await screen.findByText('Reports screen')).toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Monthly reports');
  });

  it('refuses a role the manifest does not name, whatever the screen does', async () => {
    openReports('instructor');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Reports screen')).not.toBeInTheDocument();
    expect(document.title).toBe('LinguaDesk | Access Denied');
  });

  it('will not start without a screen for every route', () => {
    expect(() => manifestRoutes(manifest, {})).toThrow('Route "reports": no screen for ./Reports');
  });
});

describe('readApiUrl', () => {
  it("reads config.json's API_URL, else the local API", async () => {
    global.fetch = jest.fn(
      async () => new Response(JSON.stringify({ API_URL: 'https://api.example.com' })),
    ) as typeof fetch;
    await expect(readApiUrl()).resolves.toBe('https://api.example.com');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn(async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(readApiUrl()).resolves.toBe(DEFAULT_API_URL);
  });
});
