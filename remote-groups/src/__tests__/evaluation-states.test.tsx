// The evaluation screen's other states: loading, not found, load error, no students, read-only
// for supervisors and instructors (spec sections 2, 6 and 8), and the guard.
import { screen } from '@testing-library/react';
import type { Role } from 'shared-domain';
import { makeUser } from 'shared-domain/factory';
import { renderRoute, setupFakeApi, signIn } from 'test-support';
import GroupEvaluation from '../exposes/GroupEvaluation';
import manifest from '../routes.json';
import { GROUP_ID, GROUP_PATH, SARA, evaluationPath, makeGroup } from './support/sessions-fixtures';

const api = setupFakeApi();

function open(groupId: string | number = GROUP_ID, role: Role = 'operations_manager') {
  signIn(makeUser(role));
  return renderRoute(manifest, 'groupEvaluation', <GroupEvaluation />, {
    apiUrl: api.url,
    path: `/groups/${groupId}/evaluation`,
  });
}

describe('group evaluation states', () => {
  it('shows a loading state until the group arrives', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', GROUP_PATH, async () => {
      await answered;
      return { status: 200, body: makeGroup() };
    });
    await open();

    expect(await screen.findByText('Loading evaluations...')).toBeVisible();
    answer();
    expect(await screen.findByRole('table', { name: 'Evaluations' })).toBeVisible();
    expect(screen.queryByText('Loading evaluations...')).not.toBeInTheDocument();
  });

  it('says the group is gone on a 404, with the way back', async () => {
    api.on('GET', GROUP_PATH, { status: 404, body: { detail: 'Not found.' } });
    await open();

    expect(await screen.findByText('Group not found. It may have been deleted.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Groups/ })).toHaveAttribute('href', '/groups');
    expect(screen.queryByRole('button', { name: 'Save Evaluations' })).not.toBeInTheDocument();
  });

  it('asks nothing for an id that cannot name a group', async () => {
    await open('0');

    expect(screen.getByText('Group not found. It may have been deleted.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the load failure and tries again', async () => {
    api.on('GET', GROUP_PATH, { status: 403, body: { detail: 'Forbidden' } });
    const { user } = await open();

    expect(
      await screen.findByText('Failed to load evaluation data. Please try again.'),
    ).toBeVisible();
    expect(
      screen.getByText('Access denied. You do not have permission for this action.'),
    ).toBeVisible();

    api.on('GET', GROUP_PATH, { status: 200, body: makeGroup() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Evaluations' })).toBeVisible();
  });

  it('says so when the group has no students', async () => {
    api.on('GET', GROUP_PATH, { status: 200, body: makeGroup({ students: [] }) });
    await open();

    expect(await screen.findByText('No students in this group yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(['instructor', 'supervisor'] as const)(
    'is read-only for the %s, and Save says why without sending',
    async (role) => {
      api.on('GET', GROUP_PATH, { status: 200, body: makeGroup() });
      const { user } = await open(GROUP_ID, role);

      await screen.findByRole('table', { name: 'Evaluations' });
      expect(screen.getByRole('spinbutton', { name: `Oral score, ${SARA.name}` })).toHaveAttribute(
        'readonly',
      );
      expect(screen.getByRole('combobox', { name: `Decision, ${SARA.name}` })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Save Evaluations' }));
      expect(
        await screen.findByText('You do not have permission to update evaluations'),
      ).toBeVisible();
      expect(api.calls('PATCH', evaluationPath(SARA.id))).toHaveLength(0);
    },
  );

  it('denies a student', async () => {
    await open(GROUP_ID, 'student');

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
