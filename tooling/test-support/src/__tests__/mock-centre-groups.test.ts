// The one mock centre's groups, as the groups remote's `dev --mock` page uses them: scores,
// attendance and the level update written to the students' own records, the API's clash rule,
// and the group and student trails of those writes.
import type { GroupDetail, LevelUpdateResponse, StudentProfile } from 'shared-domain';
import { setupMockCentre } from './support/mock-centre';

const { send, activity, byDemo, entryByDemo } = setupMockCentre();

it('keeps scores and attendance, and updates a level by the API rule', async () => {
  const before = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  const [first] = before.students;
  expect(before.students).toHaveLength(8);

  const marked = await send('PATCH', `/api/student-evaluations/${first!.id}/`, {
    oral: 45,
    participation: 20,
    written: 10,
    listening: 10,
    tasks: 10,
  });
  expect(marked).toMatchObject({ status: 200, body: { id: first!.id, total_score: 95 } });
  expect(await send('PATCH', `/api/student-evaluations/${first!.id}/`, { oral: 51 })).toEqual({
    status: 400,
    body: { oral: ['Oral score must be between 0 and 50'] },
  });
  expect(
    await send('PATCH', `/api/student-attendance/${first!.id}/`, { session_nine: true }),
  ).toMatchObject({ status: 200, body: { session_nine: true } });

  const updated = await send('PATCH', '/api/groups/3/update-level/', { current_level: 8 });
  const { summary, group } = (updated.body as LevelUpdateResponse).data;
  expect(updated.status).toBe(200);
  expect(summary.students_passed + summary.students_failed + summary.students_no_levels).toBe(8);
  expect(group).toMatchObject({ current_level: 8, students_count: summary.students_passed });
  const after = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  expect(after.students.every((student) => student.evaluation.total_score === 0)).toBe(true);
});

it("refuses an instructor's second group at the same time, as the API does", async () => {
  const first = (await send('GET', '/api/groups/1/')).body as GroupDetail;

  expect(
    await send('POST', '/api/groups/', {
      days: first.days,
      hours: first.hours,
      instructor: first.instructor,
    }),
  ).toEqual({
    status: 400,
    body: { hours: [`Omar Khalil already teaches ${first.days} ${first.hours}`] },
  });
  expect(
    await send('POST', '/api/groups/', { days: first.days, hours: first.hours, instructor: 5 }),
  ).toMatchObject({
    status: 201,
    body: { id: 10, instructor_name: 'Laila Mansour', students: [] },
  });
});

it("keeps a group's Activity of its changes, in the API's fields, and none of a refused one", async () => {
  expect(await activity('/api/groups/1/activity/')).toEqual({
    count: 0,
    next: null,
    previous: null,
    results: [],
  });
  expect((await send('PATCH', '/api/groups/1/', { current_level: 0 })).status).toBe(400);
  expect(
    await send('PATCH', '/api/groups/1/', { hours: '2 PM - 4 PM', session_one: false }),
  ).toMatchObject({ status: 200 });

  const page = await activity('/api/groups/1/activity/?page_size=20');
  expect(page).toMatchObject({ count: 1, next: null, previous: null });
  expect(page.results[0]).toEqual(
    entryByDemo({
      action: 'group.update',
      resource: 'group',
      record_id: 1,
      student_id: null,
    }),
  );
  // The columns the API's trigger lists, in its (jsonb) order.
  expect(Object.entries(page.results[0]!.changes)).toEqual([
    ['hours', { before: '10 AM - 12 PM', after: '2 PM - 4 PM' }],
    ['end_hour', { before: 12, after: 16 }],
    ['start_hour', { before: 10, after: 14 }],
    ['session_one', { before: true, after: false }],
  ]);
  expect((await send('GET', '/api/groups/99/activity/')).status).toBe(404);
});

it('keeps the level update and the scores it follows in the group and student trails', async () => {
  const { students } = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  // A student with levels left and the scores to pass.
  const first = students.find((one) => one.remaining_levels > 0)!;
  const scores = { oral: 45, participation: 20, written: 10, listening: 10, tasks: 10 };
  await send('PATCH', `/api/student-evaluations/${first.id}/`, scores);
  const updated = await send('PATCH', '/api/groups/3/update-level/', { current_level: 8 });
  const { summary } = (updated.body as LevelUpdateResponse).data;

  const group = await activity('/api/groups/3/activity/');
  expect(group.results).toMatchObject([{ action: 'group.level_up', record_id: 3 }]);
  expect(Object.entries(group.results[0]!.changes)).toEqual([
    ['session_one', { before: true, after: false }],
    ['session_two', { before: true, after: false }],
    ['current_level', { before: 7, after: 8 }],
  ]);

  expect(summary.students.find((one) => one.id === first.id)!.decision).toBe('passed');
  // Newest first: the level update's rows in the API's order (profile, evaluation, attendance),
  // then the scores given before it.
  const moved = await activity(`/api/student-profiles/${first.id}/activity/`);
  expect(moved.results.map((entry) => [entry.action, entry.resource])).toEqual([
    ['group.level_up', 'attendance'],
    ['group.level_up', 'evaluation'],
    ['group.level_up', 'student'],
    ['evaluation.update', 'evaluation'],
  ]);
  expect(moved.results[2]!.changes).toEqual({
    current_level: { before: 7, after: 8 },
    remaining_levels: { before: first.remaining_levels, after: first.remaining_levels - 1 },
  });
  expect(moved.results[1]!.changes).toMatchObject({
    oral: { before: 45, after: 0 },
    total_score: { before: 95, after: 0 },
  });
  expect(moved.results[3]).toMatchObject({
    ...byDemo,
    record_id: first.id,
    student_id: first.id,
    changes: {
      oral: { before: first.evaluation.oral, after: 45 },
      total_score: { before: first.evaluation.total_score, after: 95 },
    },
  });

  const left = summary.students.find((one) => one.decision !== 'passed')!;
  const gone = await activity(`/api/student-profiles/${left.id}/activity/`);
  expect(gone.results).toEqual([
    expect.objectContaining({
      action: 'group.level_up',
      resource: 'student',
      changes: {
        status: { before: 'active', after: 'waiting' },
        group_id: { before: 3, after: null },
      },
    }),
  ]);
});

it("shows a level update in the students' own profiles and the overview", async () => {
  const before = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  await send('PATCH', '/api/groups/3/update-level/', { current_level: 8 });

  for (const { id } of before.students) {
    const profile = (await send('GET', `/api/student-profiles/${id}/`)).body as StudentProfile & {
      level_history: { level: number; new_level: number | null }[];
    };
    // Each student finished level 7: moved up to 8 in the group, or back to waiting without one.
    expect(profile.level_history).toEqual([
      expect.objectContaining({ level: 7, new_level: profile.group ? 8 : null }),
    ]);
    expect(profile.group?.current_level ?? profile.status).toBe(profile.group ? 8 : 'waiting');
  }
  const overview = (await send('GET', '/api/overview/')).body as {
    groups_by_level: { level: number; count: number }[];
  };
  // Group 3 was the one group at level 7.
  expect(overview.groups_by_level.map((one) => one.level)).not.toContain(7);
});
