// A new student signs up, verifies the address with the link from the outbox, logs in and sees
// their dashboard.
import { expect, test } from '../src/fixtures';
import { mailedLink } from '../src/outbox';
import { card, dashboardGreeting, expectPath, submitLogin } from '../src/screens';
import { urls } from '../src/suite';

test('signs up, verifies the e-mail, logs in and sees the student dashboard', async ({
  page,
  pageErrors,
}) => {
  const unique = `${Date.now()}`;
  const email = `nour.${unique}@example.com`;
  const password = 'Welcome123';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Student Sign Up' })).toBeVisible();
  await page.getByLabel('First Name').fill('Nour');
  await page.getByLabel('Last Name').fill('Adel');
  await page.getByLabel('Username').fill(`nour_${unique}`);
  await page.getByLabel('Phone Number').fill('+201001234567');
  await page.getByLabel('Nationality').fill('Egyptian');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Email').fill(email);
  // Required fields carry a marker in their label, so the labels are matched by their start.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByText('I agree to the terms and conditions').click();
  await page.getByRole('button', { name: 'Create Student Account' }).click();

  // After two seconds the form hands over to the log-in screen with the spec's message.
  await expectPath(page, '/login');
  await expect(
    page.getByText('Account created successfully! Please login with your credentials.'),
  ).toBeVisible();

  // The API logs the mail once it has stored it, which may be a moment after its answer.
  await expect
    .poll(() => mailedLink(email, 'verify-email'), { message: 'the verification mail' })
    .toMatch(new RegExp(`^${urls.host}/auth/verify-email/`));
  await page.goto(mailedLink(email, 'verify-email')!);
  await expect(page.getByText('Email verified successfully.')).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, email, password);

  await expect(dashboardGreeting(page)).toHaveText('Welcome, Nour');
  const profile = card(page, 'Profile');
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
  // A new sign-up waits for a group: level Zero, no group and no call yet.
  await expect(card(page, 'Course Progress').getByText('Zero', { exact: true })).toBeVisible();
  await expect(card(page, 'Group Details')).toHaveCount(0);
  await expect(card(page, 'Call Sessions')).toHaveCount(0);
  await expect(card(page, 'Attendance').getByText('0 of 9 sessions attended')).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Student dashboard');
  expect(pageErrors).toEqual([]);
});
