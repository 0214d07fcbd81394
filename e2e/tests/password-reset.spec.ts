// A student who forgot their password: a wrong password is refused with the spec's message and
// keeps what was typed; "Forgot password?" mails a reset link; the link's form checks the new
// password, sets it and signs every old session out; the old password no longer works, the new
// one does, and the spent link says so.
import { randomUUID } from 'node:crypto';
import { expect, test } from '../src/fixtures';
import { mailedLink } from '../src/outbox';
import { dashboardGreeting, expectPath, submitLogin } from '../src/screens';
import { urls } from '../src/suite';

const OLD_PASSWORD = 'Before123';
const NEW_PASSWORD = 'After4567';

test('a student resets a forgotten password with the mailed link and signs in with the new one', async ({
  page,
  pageErrors,
  playwright,
}) => {
  // A verified student of this journey's own (the journeys share one database).
  const tag = randomUUID().slice(0, 8);
  const email = `reset.${tag}@example.com`;
  const api = await playwright.request.newContext({ baseURL: urls.api });
  const created = await api.post('/auth/register-student/', {
    data: {
      first_name: 'Mona',
      last_name: 'Fahmy',
      username: `mona_${tag}`,
      phone_number: '+201001234567',
      nationality: 'Egyptian',
      gender: 'female',
      email,
      password: OLD_PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();
  await expect
    .poll(() => mailedLink(email, 'verify-email'), { message: 'the verification mail' })
    .toBeDefined();
  await page.goto(mailedLink(email, 'verify-email')!);
  await expect(page.getByText('Email verified successfully.')).toBeVisible();

  // A wrong password: the spec's 401 message, and the form keeps the address.
  await page.goto('/login');
  await submitLogin(page, email, 'Guessing1');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/auth/forgot-password');
  await expect(page).toHaveTitle('LinguaDesk | Forgot Password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If the email exists, a reset link will be sent.')).toBeVisible();

  await expect
    .poll(() => mailedLink(email, 'reset-password'), { message: 'the reset mail' })
    .toMatch(new RegExp(`^${urls.host}/auth/reset-password/`));
  const resetLink = mailedLink(email, 'reset-password')!;
  await page.goto(resetLink);
  await expect(page).toHaveTitle('LinguaDesk | Reset Password');

  // The sign-up rules apply to the new password, and a confirmation, when given, must match.
  const password = page.getByLabel(/^New Password/);
  const confirmation = page.getByLabel(/^Confirm Password/);
  await password.fill('short');
  await confirmation.fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await confirmation.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expectPath(page, '/login');
  await submitLogin(page, email, OLD_PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dashboardGreeting(page)).toHaveText('Welcome, Mona');

  // The link is single-use: opened again, it offers a new one.
  await page.goto(resetLink);
  await expect(page.getByText('Invalid or expired reset token.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
