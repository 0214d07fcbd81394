import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeLocale, setLocale } from 'shared-i18n';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer } from '../test/renderApp';
import { initialChoice, LANGUAGE_KEY } from '../features/language/language';
import { navLabelOf, parseRouteManifest, titleOf } from '../federation/route-manifest';

const api = setupApiServer();

afterEach(async () => {
  await setLocale('en', 'latn');
  localStorage.clear();
});

const mainLinks = () =>
  within(screen.getByLabelText(/^(Main|القائمة الرئيسية)$/))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

it("switches a visitor's page to Arabic from the header and keeps the choice in the browser", async () => {
  await renderApp(api.current, { route: '/login' });
  await waitFor(() => expect(mainLinks()).toEqual(['Log In', 'Sign Up']));
  await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
  await waitFor(() => expect(mainLinks()).toEqual(['تسجيل الدخول', 'إنشاء حساب']));
  expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? '{}')).toEqual({
    locale: 'ar',
    digits: 'latn',
  });
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  await waitFor(() => expect(mainLinks()).toEqual(['Log In', 'Sign Up']));
});

it("applies a user's stored language at sign-in, the remotes' links in it", async () => {
  const manager = makeUser('account_manager', { locale: 'ar', digits: 'arab' } as never);
  api.current.on('POST', '/auth/login/', () => {
    api.current.signIn(manager);
    return {
      status: 200,
      body: { success: true, message: 'Login successful!', access: 'jwt', user: manager },
    };
  });
  const { user } = await renderApp(api.current, { route: '/login' });
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), manager.email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mainLinks()[0]).toBe('الرئيسية'));
  expect(mainLinks()).toHaveLength(8);
  expect(mainLinks()).toContain('التقارير');
  expect(mainLinks()).not.toContain('Students');
  expect(mainLinks().at(-1)).toBe('الملف الشخصي');
  expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
});

it('keeps the language this browser shows when a session is restored', async () => {
  await setLocale('en');
  await renderApp(api.current, {
    route: '/profile',
    user: makeUser('account_manager', { locale: 'ar', digits: 'latn' } as never),
  });
  await waitFor(() => expect(mainLinks()[0]).toBe('Home'));
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(activeLocale()).toBe('en');
  expect(mainLinks()[0]).toBe('Home');
});

describe('the first language of a visit', () => {
  const languages = (list: string[]) =>
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);

  it("is the browser's first language the suite speaks", () => {
    languages(['fr-FR', 'ar-EG', 'en']);
    expect(initialChoice()).toEqual({ locale: 'ar', digits: 'latn' });
    languages(['de']);
    expect(initialChoice()).toEqual({ locale: 'en', digits: 'latn' });
  });

  it('is the choice this browser made last, whatever its languages', () => {
    languages(['ar']);
    localStorage.setItem(LANGUAGE_KEY, JSON.stringify({ locale: 'en', digits: 'latn' }));
    expect(initialChoice()).toEqual({ locale: 'en', digits: 'latn' });
  });
});

it("reads a route's title and header link in the active language", async () => {
  const [route] =
    parseRouteManifest('people', {
      version: 1,
      routes: [
        {
          id: 'students',
          path: '/students',
          module: './Students',
          roles: ['operations_manager'],
          title: 'Students',
          nav: { label: 'Students', order: 10 },
          translations: { ar: { title: 'الطلاب', label: 'الطلاب' }, xx: { title: 'ignored' } },
        },
      ],
    }) ?? [];
  if (!route?.nav) throw new Error('the manifest did not read');
  const linked = { ...route, nav: route.nav };
  expect([titleOf(route), navLabelOf(linked)]).toEqual(['Students', 'Students']);
  await setLocale('ar');
  expect([titleOf(route), navLabelOf(linked)]).toEqual(['الطلاب', 'الطلاب']);
});
