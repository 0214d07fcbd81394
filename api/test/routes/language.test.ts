import { eq } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-domain';
import { VALIDATION_MESSAGES } from 'shared-domain/schemas';
import { inLocale } from 'shared-i18n/server';
import ar from '../../src/locales/ar.json';
import { users } from '../helpers/db';
import {
  APP_URL,
  buildTestApp,
  createUser,
  latestLink,
  latestMail,
  signedInAs,
  TEST_PASSWORD,
  type TestApp,
} from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

let n = 0;
function signUp(headers: Record<string, string> = {}) {
  n += 1;
  const email = `lang${n}@example.test`;
  const payload = {
    email,
    username: `lang_${n}`,
    password: 'Passw0rd!',
    first_name: 'Nour',
    middle_name: '',
    last_name: 'Kamel',
    phone_number: '+201001234567',
    nationality: 'Egyptian',
    gender: 'female',
  };
  return t.app
    .inject({ method: 'POST', url: '/auth/register-student/', payload, headers })
    .then((res) => ({ res, email }));
}

describe('the language of an answer', () => {
  it('answers a failed log-in in the first supported language of Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: 'nobody@example.test', password: 'Wrong1234' },
      headers: { 'accept-language': 'fr-FR, ar;q=0.8, en;q=0.5' },
    });
    expect(res.statusCode).toBe(401);
    const arabic = inLocale('ar', () => API_MESSAGES.invalidCredentials);
    expect(arabic).not.toBe(API_MESSAGES.invalidCredentials);
    expect(res.json().detail).toBe(arabic);
    expect(res.headers['content-language']).toBe('ar');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it("answers a field's validation error in Arabic", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: 'not-an-address', password: 'Wrong1234' },
      headers: ARABIC,
    });
    expect(res.statusCode).toBe(400);
    const arabic = inLocale('ar', () => VALIDATION_MESSAGES.emailInvalid);
    expect(arabic).not.toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(res.json().email).toEqual([arabic]);
  });

  it("answers the API's own messages in Arabic, and English by default", async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const arabic = await inject({ method: 'GET', url: '/api/groups/?page=x', headers: ARABIC });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({ page: [ar.pagination.invalidPage] });
    const missing = await inject({ method: 'GET', url: '/api/groups/999999/', headers: ARABIC });
    expect(missing.json()).toEqual({ detail: ar.errors.notFound });

    const english = await inject({ method: 'GET', url: '/api/groups/999999/' });
    expect(english.json()).toEqual({ detail: 'Not found.' });
    expect(english.headers['content-language']).toBe('en');
    const unsupported = await inject({
      method: 'GET',
      url: '/api/groups/999999/',
      headers: { 'accept-language': 'fr, ar;q=0' },
    });
    expect(unsupported.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('CSV exports', () => {
  it("writes the audit export's header row in the request's language", async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const arabic = await inject({ method: 'GET', url: '/api/audit/export/', headers: ARABIC });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.body.split('\r\n')[0]).toBe(
      `\uFEFF${[ar.auditCsv.time, ar.auditCsv.who, ar.auditCsv.role, ar.auditCsv.action, ar.auditCsv.resource, ar.auditCsv.record, ar.auditCsv.student, ar.auditCsv.field, ar.auditCsv.before, ar.auditCsv.after].join(',')}`,
    );
    const english = await inject({ method: 'GET', url: '/api/audit/export/' });
    expect(english.body.split('\r\n')[0]).toBe(
      '\uFEFFTime,Who,Role,Action,Resource,Record,Student,Field,Before,After',
    );
  });
});

describe('the language preference', () => {
  it('is saved and answered by the profile, with only the supported values', async () => {
    const { inject } = await signedInAs(t.app, 'student');
    const before = await inject({ method: 'GET', url: '/api/me/' });
    expect(before.json()).toMatchObject({ locale: 'en', digits: 'latn' });

    const saved = await inject({
      method: 'PATCH',
      url: '/api/me/',
      payload: { locale: 'ar', digits: 'arab' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'ar', digits: 'arab' });
    expect((await inject({ method: 'GET', url: '/api/me/' })).json()).toMatchObject({
      locale: 'ar',
      digits: 'arab',
    });

    const refused = await inject({
      method: 'PATCH',
      url: '/api/me/',
      payload: { locale: 'fr', digits: 'roman' },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json()).sort()).toEqual(['digits', 'locale']);
    expect((await inject({ method: 'GET', url: '/api/me/' })).json()).toMatchObject({
      locale: 'ar',
      digits: 'arab',
    });
  });

  it('answers a signed-in user in their language unless the request names one', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    await inject({ method: 'PATCH', url: '/api/me/', payload: { locale: 'ar' } });
    const stored = await inject({ method: 'GET', url: '/api/groups/999999/' });
    expect(stored.json()).toEqual({ detail: ar.errors.notFound });
    expect(stored.headers['content-language']).toBe('ar');
    const named = await inject({
      method: 'GET',
      url: '/api/groups/999999/',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(named.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers the log-in with the preference', async () => {
    const user = await createUser(t.app, { role: 'student' });
    await t.app.db.update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ locale: 'ar', digits: 'latn' });
  });
});

describe('e-mails in the recipient’s language', () => {
  it('keeps the language of an Arabic sign-up and mails its verification in Arabic', async () => {
    const { res, email } = await signUp(ARABIC);
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ locale: 'ar', digits: 'latn' });

    const link = await latestLink(t.app, email);
    const mail = await latestMail(t.app, email);
    expect(mail!.subject).toBe(ar.mail.verifySubject);
    expect(mail!.text).toBe(
      `مرحبًا \u2068Nour Kamel\u2069،\n\n${ar.mail.verifyIntro}\n${link}\n\n${ar.mail.verifyIgnore}\n`,
    );
  });

  it('mails an English sign-up in English, word for word as before', async () => {
    const { res, email } = await signUp();
    expect(res.statusCode).toBe(201);
    const link = await latestLink(t.app, email);
    expect(link).toMatch(new RegExp(`^${APP_URL}/auth/verify-email/`));
    expect(await latestMail(t.app, email)).toEqual({
      subject: 'Verify your LinguaDesk e-mail address',
      text: `Hello Nour Kamel,\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n${link}\n\nIf you did not sign up for LinguaDesk, you can ignore this message.\n`,
    });
  });

  it("mails a reset link in the account's language, whatever the request's", async () => {
    const arabic = await createUser(t.app, { role: 'student', firstName: 'Omar' });
    await t.app.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabic.id));
    const english = await createUser(t.app, { role: 'student' });

    const forgot = (email: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/auth/forgot-password/', payload: { email }, headers });
    expect((await forgot(arabic.email, { 'accept-language': 'en' })).statusCode).toBe(200);
    expect((await forgot(english.email, ARABIC)).statusCode).toBe(200);

    const arabicLink = await latestLink(t.app, arabic.email);
    const arabicMail = await latestMail(t.app, arabic.email);
    expect(arabicMail!.subject).toBe(ar.mail.resetSubject);
    expect(arabicMail!.text).toContain(`${ar.mail.resetIntro}\n${arabicLink}\n`);
    expect(arabicMail!.text).toContain(ar.mail.resetIgnore);

    const englishLink = await latestLink(t.app, english.email);
    expect(await latestMail(t.app, english.email)).toEqual({
      subject: 'Reset your LinguaDesk password',
      text: `Hello ${english.firstName} ${english.lastName},\n\nSomeone asked to reset the password of your LinguaDesk account. Open this link within one hour to choose a new password:\n${englishLink}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    });
  });
});
