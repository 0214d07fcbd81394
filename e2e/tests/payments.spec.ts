// An account manager records a payment from the Students list, downloads its receipt and reads it
// back (poppler's pdftotext, as the API's tests do); the balance changes on the list and on the
// student's dashboard, where the student finds the receipt too. Then the same in Arabic: the
// receipt is written in Arabic and reads in the order it is written.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { card, header, logIn } from '../src/screens';
import { urls } from '../src/suite';

const PASSWORD = 'Journey123';
const LANGUAGE_KEY = 'linguadesk.language';

/** A student of this journey's own who owes 400 USD (the journeys share one database). */
async function owingStudent(request: APIRequestContext, tag: string) {
  const login = await request.post('/auth/login/', {
    data: { email: DEMO.operationsManager, password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  const email = `payer.${tag}@example.test`;
  const answer = await request.post('/api/student/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      email,
      username: `payer_${tag}`,
      password: PASSWORD,
      first_name: 'Payer',
      middle_name: 'P',
      last_name: `Journey${tag}`,
      phone_number: '+201001110000',
      nationality: 'Egyptian',
      gender: 'female',
      current_level: 1,
      total_levels: 4,
      private_or_group: 'group',
      amount: '400',
      outstanding_amount: '400',
      currency: 'USD',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, name: `Payer P Journey${tag}`, search: `Journey${tag}` };
}

/** The text of a downloaded PDF, without the direction marks pdftotext puts around runs. */
async function pdfText(download: Download): Promise<string> {
  const file = (await download.path())!;
  let text: Buffer;
  try {
    text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: install poppler-utils to read the receipts back');
    throw error;
  }
  return text.toString('utf8').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/** Whether a line of `text` holds every phrase (spaces aside: pdftotext splits unjoined letters). */
function hasLine(text: string, ...phrases: string[]): boolean {
  const bare = (value: string) => value.replace(/\s+/g, '');
  return text.split('\n').some((line) => phrases.every((p) => bare(line).includes(bare(p))));
}

async function recordPayment(page: Page, search: string, payFor: RegExp, amount: string) {
  await page.goto('/students');
  await page.getByRole('searchbox').first().fill(search);
  await page.getByRole('button', { name: payFor }).click();
  const dialog = page.getByRole('dialog', { name: payFor });
  await dialog.getByRole('textbox').first().fill(amount);
  await dialog.getByRole('button', { name: /^(Record payment|تسجيل الدفعة)$/ }).click();
  await expect(dialog).toBeHidden();
}

test('a payment is recorded, its receipt read back, and the balance follows on both sides', async ({
  accountManagerPage: page,
  pageErrors,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: urls.api });
  const student = await owingStudent(request, randomUUID().slice(0, 8));
  await request.dispose();

  await recordPayment(
    page,
    student.search,
    new RegExp(`Record payment for ${student.name}`),
    '150',
  );
  await expect(page.getByText('Payment of $150.00 recorded.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(student.search) })).toContainText('250');

  await page.getByRole('button', { name: `History of ${student.name}` }).click();
  const history = page.getByRole('dialog', { name: `History of ${student.name}` });
  const ledger = history.getByRole('region', { name: 'Payments and charges' });
  await expect(ledger).toContainText('Outstanding balance: $250.00');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ledger.getByRole('button', { name: /^Download receipt \d{4}\/\d{4}$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{4}\.pdf$/);
  const receipt = await pdfText(download);
  expect(hasLine(receipt, 'Received from', student.name)).toBe(true);
  expect(hasLine(receipt, 'Amount', '150.00 USD')).toBe(true);
  expect(hasLine(receipt, 'Amount in words', 'One hundred fifty')).toBe(true);
  expect(hasLine(receipt, 'Payment method', 'Cash')).toBe(true);

  // The student's own dashboard.
  await history.getByRole('button', { name: 'Close history' }).click();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await logIn(page, student.email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const finance = card(page, 'Financial Status');
  await expect(finance).toContainText('$250.00');
  const payments = finance.getByRole('group', { name: 'Your payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments.getByRole('listitem')).toContainText('$150.00');
  const [own] = await Promise.all([
    page.waitForEvent('download'),
    payments.getByRole('button', { name: /^Download receipt / }).click(),
  ]);
  expect(hasLine(await pdfText(own), 'Amount', '150.00 USD')).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('in Arabic, the receipt is written in Arabic and reads in the order it is written', async ({
  accountManagerPage: page,
  pageErrors,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: urls.api });
  const student = await owingStudent(request, randomUUID().slice(0, 8));
  await request.dispose();
  await page.addInitScript(
    ([key]) => localStorage.setItem(key!, JSON.stringify({ locale: 'ar', digits: 'latn' })),
    [LANGUAGE_KEY],
  );

  await recordPayment(
    page,
    student.search,
    new RegExp(`تسجيل دفعة للطالب .?${student.name}`),
    '50',
  );
  await page.getByRole('button', { name: new RegExp(`سجل .?${student.name}`) }).click();
  const ledger = page.getByRole('region', { name: 'المدفوعات والرسوم' });
  await expect(ledger).toContainText('350.00');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ledger.getByRole('button', { name: /^تنزيل الإيصال / }).click(),
  ]);
  const receipt = await pdfText(download);
  expect(hasLine(receipt, 'إيصال استلام')).toBe(true);
  expect(hasLine(receipt, 'استلمنا من', student.name)).toBe(true);
  expect(hasLine(receipt, 'المبلغ كتابةً', 'فقط خمسون لا غير')).toBe(true);
  expect(hasLine(receipt, 'طريقة الدفع', 'نقدًا')).toBe(true);
  expect(pageErrors).toEqual([]);
});
