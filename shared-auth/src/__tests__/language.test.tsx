// The session speaks the user's language: the client asks the server for answers in it
// (Accept-Language), and the catalogue's texts, the guard's among them, read in Arabic once chosen.
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { setLocale } from 'shared-i18n';
import { loginError } from '../forms';
import { actionMessages } from '../handlers';
import {
  RequireAuth,
  apiGet,
  apiPost,
  configureApi,
  disposeSession,
  tooManyAttemptsMessage,
  useSessionStore,
} from '../index';
import { makeUser } from './support/fake-api';

const API_URL = 'http://language.linguadesk.test';
const heard: { path: string; language: string | null }[] = [];
const server = setupServer(
  http.all(`${API_URL}/*`, ({ request }) => {
    heard.push({
      path: new URL(request.url).pathname,
      language: request.headers.get('Accept-Language'),
    });
    if (request.url.endsWith('/auth/login/'))
      return HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 });
    return HttpResponse.json({ ok: true });
  }),
);

beforeAll(() => server.listen());
afterAll(() => server.close());
afterEach(async () => {
  heard.length = 0;
  disposeSession();
  await setLocale('en', 'latn');
});

describe('the HTTP client', () => {
  it('asks for answers in the active language, on every request', async () => {
    configureApi({ baseUrl: API_URL });
    await apiGet('/api/groups/');
    await setLocale('ar');
    await apiGet('/api/groups/');
    await apiPost('/auth/forgot-password/', { email: 'a@b.test' });

    expect(heard).toEqual([
      { path: '/api/groups/', language: 'en' },
      { path: '/api/groups/', language: 'ar' },
      { path: '/auth/forgot-password/', language: 'ar' },
    ]);
  });
});

describe('the catalogue in Arabic', () => {
  it("words a wait with Arabic's plural forms", async () => {
    await setLocale('ar', 'latn');
    const wait = (minutes: number) => tooManyAttemptsMessage(minutes * 60);
    expect(wait(1)).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.');
    expect(wait(2)).toContain('بعد دقيقتين.');
    expect(wait(3)).toContain('بعد 3 دقائق.');
    expect(wait(15)).toContain('بعد 15 دقيقة.');
    expect(tooManyAttemptsMessage(undefined)).toContain('بعد بضع دقائق');
    await setLocale('ar', 'arab');
    expect(wait(3)).toContain('بعد ٣ دقائق.');
  });

  it('reads the forms’ and handlers’ texts when they are shown', async () => {
    configureApi({ baseUrl: API_URL });
    const refused: unknown = await apiPost('/auth/login/', {}).catch((error: unknown) => error);
    expect(loginError(refused).message).toBe('Invalid email or password.');
    await setLocale('ar');
    expect(loginError(refused).message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(actionMessages.server('تحديث التقييم')).toBe(
      'حدث خطأ في الخادم أثناء \u2068تحديث التقييم\u2069. يُرجى المحاولة مرة أخرى لاحقًا.',
    );
  });

  it("shows the guard's Access Denied in Arabic", async () => {
    await setLocale('ar');
    act(() => {
      useSessionStore.setState({
        status: 'authenticated',
        user: makeUser({ role: 'instructor' }),
        token: 'token',
        error: null,
      });
    });
    render(
      <MemoryRouter>
        <RequireAuth requireAdmin>Staff List</RequireAuth>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'تم رفض الوصول' })).toBeInTheDocument();
    expect(screen.getByText('ليست لديك صلاحية للوصول إلى هذه الصفحة.')).toBeInTheDocument();
    expect(screen.queryByText('Staff List')).not.toBeInTheDocument();
  });
});
