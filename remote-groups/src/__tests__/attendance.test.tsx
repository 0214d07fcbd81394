// The group attendance screen (spec sections 2, 6, 7, 9): the table, percents, back link, and Save
// sending one PATCH per changed student in parallel.
import { screen, within } from '@testing-library/react';
import { SESSION_KEYS } from 'shared-domain';
import { setupFakeApi } from 'test-support';
import { OMAR, SARA, attendanceAnswer, attendancePath } from './support/sessions-fixtures';
import { openSheet as openSheetOf } from './support/open-sheet';

const api = setupFakeApi();

function answerPatches() {
  api.on('PATCH', '/api/student-attendance/:id/', (request, params) => ({
    status: 200,
    body: attendanceAnswer(Number(params.id), request.body as Record<string, boolean>),
  }));
}

function openSheet() {
  return openSheetOf(api, 'attendance');
}

function row(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

function box(session: number, name: string) {
  return screen.getByRole('checkbox', { name: `Session ${session}, ${name}` });
}

/** The PATCH body: all nine flags, the listed sessions attended. */
function allNine(attended: number[]) {
  return Object.fromEntries(SESSION_KEYS.map((key, index) => [key, attended.includes(index + 1)]));
}

describe('group attendance', () => {
  it('shows the group, its students by sessions 1 to 9 and each total percent', async () => {
    await openSheet();

    expect(document.title).toBe('LinguaDesk | Group Attendance');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Group 3 · Sat/Tue 4 PM - 6 PM' }),
    ).toBeVisible();
    expect(within(row('Sara Hassan')).getByText('33%')).toBeVisible();
    // Its scrolling box is reached by keyboard, even where the boxes are read-only.
    const scroller = screen.getByRole('region', { name: 'Attendance table' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table', { name: 'Attendance' })).toBeVisible();
    expect(within(row('Omar Adel')).getByText('67%')).toBeVisible();
    expect(within(row('Laila Mansour')).getByText('100%')).toBeVisible();
    expect(box(3, 'Sara Hassan')).toBeChecked();
    expect(box(4, 'Sara Hassan')).not.toBeChecked();
    expect(within(row('Sara Hassan')).getAllByRole('checkbox')).toHaveLength(9);
  });

  it('updates the percent as boxes are ticked and cleared', async () => {
    const { user } = await openSheet();

    await user.click(box(4, 'Sara Hassan'));
    // Chakra's checkbox reports the change from its state machine, which may settle after the click.
    expect(await within(row('Sara Hassan')).findByText('44%')).toBeVisible();
    expect(within(row('Sara Hassan')).getByText('Unsaved')).toBeVisible();

    await user.click(box(1, 'Omar Adel'));
    await user.click(box(2, 'Omar Adel'));
    expect(await within(row('Omar Adel')).findByText('44%')).toBeVisible();
    expect(api.calls('PATCH', attendancePath(SARA.id))).toHaveLength(0);
  });

  it('links back to the groups', async () => {
    const { user, location } = await openSheet();

    await user.click(screen.getByRole('link', { name: /Back to Groups/ }));
    expect(location()).toBe('/groups');
  });

  it('sends one PATCH per changed student, in parallel, with all nine flags', async () => {
    const arrived: number[] = [];
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    api.on('PATCH', '/api/student-attendance/:id/', async (request, params) => {
      arrived.push(Number(params.id));
      // Neither answers until both are in: a one-by-one save never gets here twice.
      if (arrived.length === 2) release();
      await bothArrived;
      return {
        status: 200,
        body: attendanceAnswer(Number(params.id), request.body as Record<string, boolean>),
      };
    });
    const { user } = await openSheet();

    await user.click(box(4, 'Sara Hassan'));
    await user.click(box(6, 'Omar Adel'));
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));

    expect(await screen.findByText('Attendance updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', attendancePath(SARA.id)).map((c) => c.body)).toEqual([
      allNine([1, 2, 3, 4]),
    ]);
    expect(api.calls('PATCH', attendancePath(OMAR.id)).map((c) => c.body)).toEqual([
      allNine([1, 2, 3, 4, 5]),
    ]);
    // Laila did not change, so her record is left alone.
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
    expect(screen.queryByText('Unsaved')).not.toBeInTheDocument();
  });

  it('warns when only some updates succeed and keeps the failed edits to retry', async () => {
    answerPatches();
    api.on('PATCH', attendancePath(OMAR.id), { status: 500, body: { detail: 'Server error.' } });
    const { user } = await openSheet();

    await user.click(box(4, 'Sara Hassan'));
    await user.click(box(7, 'Omar Adel'));
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));

    expect(
      await screen.findByText('Updated attendance for 1 out of 2 students. Some updates failed.'),
    ).toBeVisible();
    expect(box(7, 'Omar Adel')).toBeChecked();
    expect(within(row('Omar Adel')).getByText('78%')).toBeVisible();
    expect(within(row('Omar Adel')).getByText('Unsaved')).toBeVisible();
    expect(within(row('Sara Hassan')).queryByText('Unsaved')).not.toBeInTheDocument();

    answerPatches();
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));
    expect(await screen.findByText('Attendance updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', attendancePath(SARA.id))).toHaveLength(1);
    expect(api.calls('PATCH', attendancePath(OMAR.id))).toHaveLength(2);
  });

  it('shows the catalogue error when every update fails, with nothing lost', async () => {
    api.on('PATCH', '/api/student-attendance/:id/', { status: 500, body: { detail: 'x' } });
    const { user } = await openSheet();

    await user.click(box(4, 'Sara Hassan'));
    await user.click(box(7, 'Omar Adel'));
    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));

    expect(
      await screen.findByText(
        'Server error occurred while updating attendance. Please try again later.',
      ),
    ).toBeVisible();
    expect(box(4, 'Sara Hassan')).toBeChecked();
    expect(box(7, 'Omar Adel')).toBeChecked();
    expect(screen.getAllByText('Unsaved')).toHaveLength(2);
  });

  it('sends nothing when nothing changed', async () => {
    const { user } = await openSheet();

    await user.click(screen.getByRole('button', { name: 'Save Attendance' }));
    expect(await screen.findByText('No changes detected')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});
