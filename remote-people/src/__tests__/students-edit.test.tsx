// The Student List's inline edit and delete (spec sections 2, 5 and 8).
import { screen, waitFor, within } from '@testing-library/react';
import { makeStudent, page } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import Students from '../exposes/Students';
import { OPS, SARA } from './support/people-fixtures';

const LIST = '/api/student-profiles/';
const SARA_PATH = `/api/student-profiles/${SARA.id}/`;
const api = setupFakeApi();

async function openStudents() {
  signIn(OPS);
  const view = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
  await screen.findByRole('row', { name: /Sara Hassan/ });
  return view;
}

function saraRow() {
  return screen.getByRole('row', { name: /Sara Hassan/ });
}

describe('inline edit', () => {
  beforeEach(() => api.on('GET', LIST, { status: 200, body: page([SARA]) }));

  it('edits exactly level, total levels, course type and status; the rest is greyed', async () => {
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));

    const row = saraRow();
    const level = within(row).getByRole('combobox', { name: 'Current level' });
    expect(within(level).getAllByRole('option')).toHaveLength(14);
    expect(within(level).getAllByRole('option')[0]).toHaveTextContent('1 - Zero');
    expect(within(level).getAllByRole('option')[13]).toHaveTextContent('14 - LC6');
    expect(level).toHaveValue('5');
    const total = within(row).getByRole('spinbutton', { name: 'Total levels' });
    expect(total).toHaveAttribute('min', '1');
    expect(total).toHaveAttribute('max', '14');
    const course = within(row).getByRole('combobox', { name: 'Course type' });
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Private', 'Group']);
    const status = within(row).getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Waiting', 'Inactive']);
    expect(within(row).getAllByRole('combobox')).toHaveLength(3);
    expect(within(row).getAllByRole('spinbutton')).toHaveLength(1);
    expect(within(row).getByRole('cell', { name: 'student@linguadesk.test' })).toHaveStyle({
      color: 'var(--chakra-colors-fg-subtle)',
    });
  });

  it('sends only the changed fields, confirms, reloads and leaves edit mode', async () => {
    api.on('PATCH', SARA_PATH, { status: 200, body: { ...SARA, status: 'waiting' } });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Status' }),
      'Waiting',
    );
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Current level' }),
      '7 - L5',
    );
    const total = within(saraRow()).getByRole('spinbutton', { name: 'Total levels' });
    await user.clear(total);
    await user.type(total, '12');
    await user.click(screen.getByRole('button', { name: 'Save Sara Hassan' }));

    expect(await screen.findByText('Student updated successfully!')).toBeVisible();
    expect(api.calls('PATCH', SARA_PATH).map((call) => call.body)).toEqual([
      { status: 'waiting', current_level: 7, total_levels: 12 },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Sara Hassan' })).toBeVisible();
    expect(api.calls('GET', LIST)).toHaveLength(2);
  });

  it('says "No changes detected" and sends nothing when nothing changed', async () => {
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Course type' }),
      'Private',
    );
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Course type' }),
      'Group',
    );
    await user.click(screen.getByRole('button', { name: 'Save Sara Hassan' }));

    expect(await screen.findByText('No changes detected')).toBeVisible();
    expect(api.calls('PATCH', SARA_PATH)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit Sara Hassan' })).toBeVisible();
  });

  it('drops a total outside 1-14 silently (spec section 5), so nothing is left to send', async () => {
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));
    const total = within(saraRow()).getByRole('spinbutton', { name: 'Total levels' });
    await user.clear(total);
    await user.type(total, '20');
    await user.click(screen.getByRole('button', { name: 'Save Sara Hassan' }));

    expect(await screen.findByText('No changes detected')).toBeVisible();
    expect(api.calls('PATCH', SARA_PATH)).toHaveLength(0);
  });

  it('Cancel drops the draft without sending', async () => {
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Status' }),
      'Inactive',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Sara Hassan' }));

    expect(within(saraRow()).getByText('Active')).toBeVisible();
    expect(api.calls('PATCH', SARA_PATH)).toHaveLength(0);
  });

  it('shows the field errors of a refused update and keeps the row in edit mode', async () => {
    api.on('PATCH', SARA_PATH, {
      status: 400,
      body: { total_levels: ['Levels must be between 1 and 14'] },
    });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Status' }),
      'Inactive',
    );
    await user.click(screen.getByRole('button', { name: 'Save Sara Hassan' }));

    expect(
      await screen.findByText('Validation errors occurred. Please check your input.'),
    ).toBeVisible();
    expect(screen.getByText('total_levels: Levels must be between 1 and 14')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Sara Hassan' })).toBeVisible();
  });

  it('reports a student deleted meanwhile', async () => {
    api.on('PATCH', SARA_PATH, { status: 404, body: { detail: 'Not found.' } });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Edit Sara Hassan' }));
    await user.selectOptions(
      within(saraRow()).getByRole('combobox', { name: 'Status' }),
      'Inactive',
    );
    await user.click(screen.getByRole('button', { name: 'Save Sara Hassan' }));
    expect(await screen.findByText('Student not found. It may have been deleted.')).toBeVisible();
  });
});

describe('delete', () => {
  it('asks in a "Delete Student" dialog, deletes, confirms and reloads', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    api.on('DELETE', SARA_PATH, { status: 204 });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Delete Sara Hassan' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Student' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Sara Hassan?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Student deleted successfully!')).toBeVisible();
    expect(api.calls('DELETE', SARA_PATH)).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', LIST)).toHaveLength(2));
  });

  it('sends nothing when the dialog is cancelled', async () => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Delete Sara Hassan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Student' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('moves to the last existing page when the delete empties the last page', async () => {
    let remaining = 21;
    api.on('GET', LIST, ({ query }) => {
      const pageNo = Number(query.page);
      const rows = pageNo === 3 && remaining === 21 ? [SARA] : [makeStudent(pageNo * 100)];
      return { status: 200, body: page(rows, remaining) };
    });
    api.on('DELETE', SARA_PATH, () => {
      remaining -= 1;
      return { status: 204 };
    });
    signIn(OPS);
    const { user } = await renderScreen(<Students />, { apiUrl: api.url, path: '/students' });
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Sara Hassan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );

    expect(await screen.findByText('Showing 11 to 20 of 20 results')).toBeVisible();
    expect(api.calls('GET', LIST).map((call) => call.query.page)).toEqual(['1', '3', '2']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [403, 'Access denied. You do not have permission to delete students.'],
    [404, 'Student not found. It may have already been deleted.'],
    [500, 'Server error. Please try again later.'],
  ])('reports a %i refusal as "%s"', async (status, message) => {
    api.on('GET', LIST, { status: 200, body: page([SARA]) });
    api.on('DELETE', SARA_PATH, { status, body: { detail: 'x' } });
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'Delete Sara Hassan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );

    expect(await screen.findByText(message)).toBeVisible();
    expect(api.calls('GET', LIST)).toHaveLength(1);
  });
});
