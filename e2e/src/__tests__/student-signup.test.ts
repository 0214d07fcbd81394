// A new student signs up, verifies the address with the link from the outbox, logs in and sees
// their dashboard.
import { useBrowser } from '../harness/browser';
import { mailedLink } from '../harness/outbox';
import { runInfo } from '../harness/run-info';
import { card, dashboardGreeting, expectPath, submitLogin } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

it('signs up, verifies the e-mail, logs in and sees the student dashboard', async () => {
  const { page } = browser();
  const unique = `${Date.now()}`;
  const email = `nour.${unique}@example.com`;
  const password = 'Welcome123';

  await page.goto(`${run.urls.host}/signup`);
  await page.getByRole('heading', { name: 'Student Sign Up' }).waitFor();
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
  await page
    .getByText('Account created successfully! Please login with your credentials.')
    .waitFor();

  const link = await mailedLink(run.logFile, email, 'verify-email');
  expect(link.startsWith(`${run.urls.host}/auth/verify-email/`)).toBe(true);
  await page.goto(link);
  await page.getByText('Email verified successfully.').waitFor();

  await page.goto(`${run.urls.host}/login`);
  await submitLogin(page, email, password);

  await dashboardGreeting(page).waitFor();
  expect(await dashboardGreeting(page).textContent()).toBe('Welcome back, Nour');
  const profile = card(page, 'Profile');
  expect(await profile.getByText('Verified', { exact: true }).isVisible()).toBe(true);
  // A new sign-up waits for a group: level Zero, no group and no call yet.
  expect(await card(page, 'Course Progress').getByText('Zero', { exact: true }).isVisible()).toBe(
    true,
  );
  expect(await card(page, 'Group Details').count()).toBe(0);
  expect(await card(page, 'Call Sessions').count()).toBe(0);
  expect(await card(page, 'Attendance').getByText('0 of 9 sessions attended').isVisible()).toBe(
    true,
  );
  expect(await page.title()).toBe('LinguaDesk | Dashboard');
  expect(browser().pageErrors).toEqual([]);
});
