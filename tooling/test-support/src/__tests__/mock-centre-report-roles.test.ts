// Who may read the mock centre's Reports, as the API's roles allow: a supervisor the groups they
// supervise, without phone numbers, and not the audit trail; an instructor neither.
import type { AtRiskStudent, GroupDetail, Paginated, ResultsReport } from 'shared-domain';
import { setupMockCentre } from './support/mock-centre';

const FORBIDDEN = {
  status: 403,
  body: { detail: 'You do not have permission to perform this action.' },
};

describe('a supervisor', () => {
  const { centre, send } = setupMockCentre('supervisor@linguadesk.test');

  it("reads the reports of their own groups, without the students' phones", async () => {
    const group = (await send('GET', '/api/groups/3/')).body as GroupDetail;
    expect(group.supervisor).toBe(centre.user.id);
    await send('PATCH', `/api/student-attendance/${group.students[0]!.id}/`, {
      session_one: false,
    });

    const results = await send('GET', '/api/reports/results/');
    expect(results.status).toBe(200);
    expect((results.body as ResultsReport).by_group.map((line) => line.group_id)).toContain(3);
    const atRisk = (await send('GET', '/api/reports/at-risk/')).body as Paginated<AtRiskStudent>;
    expect(atRisk.results.map((one) => [one.id, one.phone_number])).toEqual([
      [group.students[0]!.id, null],
    ]);
    expect((await send('GET', '/api/reports/missing/')).status).toBe(200);
    expect((await send('GET', '/api/reports/movement/')).status).toBe(200);
    expect(await send('GET', '/api/audit/')).toEqual(FORBIDDEN);
  });
});

describe('an instructor', () => {
  const { send } = setupMockCentre('instructor@linguadesk.test');

  it('is refused every report and the audit trail', async () => {
    for (const report of ['results', 'at-risk', 'missing', 'movement'])
      expect(await send('GET', `/api/reports/${report}/`)).toEqual(FORBIDDEN);
    expect(await send('GET', '/api/audit/')).toEqual(FORBIDDEN);
  });
});
