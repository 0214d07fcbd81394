// The log-in form checks its fields without zod; its answers must be the API's loginSchema's.
import { loginSchema } from 'shared-domain/schemas';
import { checkLogin, loginFieldError, type LoginValues } from '../features/auth/login/login-rules';

function schemaAnswer(values: LoginValues) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const EMAILS = [
  '',
  '   ',
  'ops@linguadesk.test',
  ' ops@linguadesk.test ',
  'not-an-email',
  'ops@linguadesk',
  'a b@c.de',
  '@c.de',
  `${'a'.repeat(250)}@b.co`,
  `${'a'.repeat(245)}@b.co`,
];
const PASSWORDS = ['', '      ', 'abc', '12345', '123456', ' Demo1234 ', '  a  ', 'Demo1234'];

describe('log-in rules', () => {
  it.each(EMAILS.flatMap((email) => PASSWORDS.map((password) => [email, password])))(
    'answer %j / %j as loginSchema does',
    (email, password) => {
      expect(checkLogin({ email, password })).toEqual(schemaAnswer({ email, password }));
    },
  );

  it('says the spec messages', () => {
    expect(loginFieldError('email', '')).toBe('Email is required');
    expect(loginFieldError('email', 'not-an-email')).toBe('Please enter a valid email address');
    expect(loginFieldError('password', '')).toBe('Password is required');
    expect(loginFieldError('password', 'abc')).toBe('Password must be at least 6 characters long');
    expect(loginFieldError('password', 'abcdef')).toBeUndefined();
  });
});
