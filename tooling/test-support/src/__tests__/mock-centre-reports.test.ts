// The one mock centre's Reports, as the people remote's `dev --mock` page reads them: Results, At
// risk, Missing and Movement computed from the records the screens change, by the API's rules and
// in its shapes, and the whole audit trail of the Activity report.
import type {
  AtRiskStudent,
  AuditEntry,
  GroupDetail,
  LevelUpdateResponse,
  MissingReport,
  MovementReport,
  Paginated,
  ResultsReport,
} from 'shared-domain';
import { SESSION_KEYS } from 'shared-domain';
import { setupMockCentre } from './support/mock-centre';

const { send } = setupMockCentre();

async function read<T>(path: string): Promise<T> {
  const answer = await send('GET', path);
  expect(answer.status).toBe(200);
  return answer.body as T;
}

const results = (query = '') => read<ResultsReport>(`/api/reports/results/${query}`);
const atRisk = (query = '') => read<Paginated<AtRiskStudent>>(`/api/reports/at-risk/${query}`);
const missing = (query = '') => read<MissingReport>(`/api/reports/missing/${query}`);
const movement = (query = '') => read<MovementReport>(`/api/reports/movement/${query}`);

const PASSING = { oral: 45, participation: 20, written: 10, listening: 10, tasks: 10 };
const NO_SCORES = { oral: 0, participation: 0, written: 0, listening: 0, tasks: 0 };

it('counts a marked evaluation as a result, judged by the pass rule, in its bucket and lines', async () => {
  const group = await read<GroupDetail>('/api/groups/3/');
  const student = group.students.find((one) => one.evaluation.total_score < 70)!;
  const before = await results();
  const sum = (lines: { results: number }[]) => lines.reduce((all, one) => all + one.results, 0);
  expect(sum(before.by_level)).toBe(before.totals.results);
  expect(sum(Object.values(before.score_buckets).map((results) => ({ results })))).toBe(
    before.totals.results,
  );

  await send('PATCH', `/api/student-evaluations/${student.id}/`, PASSING);
  const after = await results();
  expect(after.totals).toMatchObject({
    results: before.totals.results,
    passed: before.totals.passed + 1,
    failed: before.totals.failed - 1,
  });
  expect(after.totals.pass_rate).toBe(
    Math.round((after.totals.passed * 100) / after.totals.results),
  );
  expect(after.score_buckets['85-100']).toBe(before.score_buckets['85-100'] + 1);
  const line = (report: ResultsReport) => report.by_group.find((one) => one.group_id === 3)!;
  expect(line(after)).toMatchObject({
    level: group.current_level,
    instructor_name: group.instructor_name,
    passed: line(before).passed + 1,
  });

  // A period before any result, and a level of none: no result, no pass rate.
  expect((await results('?to=2000-01-31')).totals).toEqual({
    results: 0,
    passed: 0,
    failed: 0,
    pass_rate: null,
  });
  expect((await results(`?group=3&level=${group.current_level}`)).totals.results).toBe(
    line(after).results,
  );
  expect(await send('GET', '/api/reports/results/?from=2026-02-01&to=2026-01-01')).toEqual({
    status: 400,
    body: { to: ['The end of the range cannot be before its start.'] },
  });
});

it("keeps a level update's decisions as results, and counts them as movement this month", async () => {
  const before = await results();
  const updated = await send('PATCH', '/api/groups/3/update-level/', { current_level: 8 });
  const { summary } = (updated.body as LevelUpdateResponse).data;

  // Each student's evaluation became a decision of the group's: as many results, those moved up
  // with their evaluations emptied.
  const ofGroup = (report: ResultsReport) => report.by_group.find((one) => one.group_id === 3);
  expect(ofGroup(await results())!.results).toBe(ofGroup(before)!.results);
  // Those failed keep their evaluation as they leave the group: it is not a second result.
  expect(summary.students_failed).toBeGreaterThan(0);
  expect((await results()).totals.results).toBe(before.totals.results);
  const month = new Date().toISOString().slice(0, 7);
  const moved = await movement();
  expect(moved.months).toEqual([
    { month, moved_up: summary.students_passed, repeated: summary.students_failed, left: 0 },
  ]);
  expect(moved.totals).toEqual({
    moved_up: summary.students_passed,
    repeated: summary.students_failed,
    left: 0,
  });
  expect((await movement('?to=2000-01-31')).months).toEqual([]);
});

it('counts a student who became inactive as left, in the level and group they left', async () => {
  const group = await read<GroupDetail>('/api/groups/2/');
  const student = group.students[0]!;
  await send('PATCH', `/api/student-profiles/${student.id}/`, {
    status: 'inactive',
    group_id: null,
  });

  expect((await movement()).totals).toEqual({ moved_up: 0, repeated: 0, left: 1 });
  expect((await movement('?group=2')).totals.left).toBe(1);
  expect((await movement('?group=1')).totals.left).toBe(0);
  expect((await movement(`?level=${student.current_level}`)).totals.left).toBe(1);
});

it('lists the active students whose attendance is below the threshold, lowest first', async () => {
  // The seed's students attend every session their group has held.
  expect(await atRisk('?threshold=100')).toMatchObject({ count: 0, results: [] });

  const group = await read<GroupDetail>('/api/groups/3/');
  const [first, second] = group.students;
  await send('PATCH', `/api/student-attendance/${first!.id}/`, {
    session_one: false,
    session_two: false,
  });
  await send('PATCH', `/api/student-attendance/${second!.id}/`, { session_two: false });
  // A session the group has not held does not count: group 3 held sessions one and two.
  await send('PATCH', `/api/student-attendance/${second!.id}/`, { session_nine: true });

  const found = await atRisk();
  expect(found.results.map((one) => [one.id, one.attendance_percent])).toEqual([
    [first!.id, 0],
    [second!.id, 50],
  ]);
  expect(found.results[1]).toMatchObject({
    name: second!.name,
    phone_number: second!.phone_number,
    group_id: 3,
    instructor_name: group.instructor_name,
    sessions_held: 2,
    sessions_attended: 1,
    low_attendance: true,
    failed_last_level: false,
  });
  expect((await atRisk('?threshold=50')).results.map((one) => one.id)).toEqual([first!.id]);
  expect(await atRisk('?page_size=1&page=2')).toMatchObject({ count: 2, next: null });
  expect(await send('GET', '/api/reports/at-risk/?threshold=101')).toEqual({
    status: 400,
    body: { threshold: ['The attendance threshold must be a whole number from 0 to 100.'] },
  });
});

it('finds the finished groups with students not evaluated, and the evaluations left pending', async () => {
  // The seed's evaluations date from its start, pending ever since.
  const before = await missing();
  expect(before.groups).toEqual([]);
  expect(before.pending.count).toBeGreaterThan(0);
  expect(before.pending.results.every((one) => one.days_pending >= 14)).toBe(true);

  const group = await read<GroupDetail>('/api/groups/2/');
  await send('PATCH', '/api/groups/2/', Object.fromEntries(SESSION_KEYS.map((key) => [key, true])));
  const student = group.students[0]!;
  await send('PATCH', `/api/student-evaluations/${student.id}/`, NO_SCORES);

  const after = await missing();
  expect(after.groups).toEqual([
    {
      group_id: 2,
      level: group.current_level,
      instructor_id: group.instructor,
      instructor_name: group.instructor_name,
      students: group.students.length,
      not_evaluated: 1,
    },
  ]);
  // Written today: no longer pending for long.
  expect(after.pending.count).toBe(before.pending.count - 1);
  expect(after.pending.results.map((one) => one.id)).not.toContain(student.id);
  expect((await missing('?days=365&page_size=1')).pending.results).toHaveLength(
    before.pending.count ? 1 : 0,
  );
  expect(await send('GET', '/api/reports/missing/?days=0')).toEqual({
    status: 400,
    body: { days: ['The number of days must be a whole number from 1 to 365.'] },
  });
});

it('answers the whole audit trail, newest first, filtered as the Activity report asks', async () => {
  expect((await send('PATCH', '/api/groups/2/', { instructor: 6 })).status).toBe(200);
  await send('PATCH', '/api/student-profiles/100/', { offer: 'Spring' });

  const all = await read<Paginated<AuditEntry>>('/api/audit/?page_size=25');
  expect(all.results.map((entry) => entry.action)).toEqual(['student.update', 'group.update']);
  const group = await read<Paginated<AuditEntry>>('/api/audit/?resource=group&record=2');
  expect(group.results).toHaveLength(1);
  expect(group.results[0]!.names).toEqual({
    instructor_id: { before: 'Laila Mansour', after: 'Hany Fouad' },
  });
  expect((await read<Paginated<AuditEntry>>('/api/audit/?to=2000-01-01')).count).toBe(0);
  const first = await read<Paginated<AuditEntry>>('/api/audit/?page_size=1');
  expect(first.next).toMatch(/\/api\/audit\/\?page_size=1&cursor=n\d+$/);
  expect(await send('GET', '/api/audit/?record=0&from=yesterday')).toEqual({
    status: 400,
    body: {
      record: ['A valid id is required.'],
      from: ['Enter a date (YYYY-MM-DD) or an ISO 8601 date and time.'],
    },
  });
});
