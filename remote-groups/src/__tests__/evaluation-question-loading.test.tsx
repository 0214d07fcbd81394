// The question asked before saving contradicting Decisions is a chunk of its own (with
// shared-ui/lists), asked for only once Save is hovered or focused, or by the Save that
// needs it, never with the sheet.
import { screen, waitFor } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { renderScreen, setupFakeApi, signIn } from 'test-support';
import GroupEvaluation from '../exposes/GroupEvaluation';
import { GROUP_ID, GROUP_PATH, makeGroup } from './support/sessions-fixtures';

// How many times the question's module was asked for (its chunk, in the browser).
const mockRequests: string[] = [];

jest.mock('../features/evaluation/components/ContradictionDialog', () => {
  mockRequests.push('question');
  return jest.requireActual('../features/evaluation/components/ContradictionDialog');
});

const api = setupFakeApi();

it('asks for the question when Save is hovered, not with the sheet', async () => {
  api.on('GET', GROUP_PATH, { status: 200, body: makeGroup() });
  signIn(makeStaffUser());
  const { user } = await renderScreen(<GroupEvaluation />, {
    apiUrl: api.url,
    path: `/groups/${GROUP_ID}/evaluation`,
    route: '/groups/:groupId/evaluation',
  });
  await screen.findByRole('table', { name: 'Evaluations' });
  expect(mockRequests).toEqual([]);

  await user.hover(screen.getByRole('button', { name: 'Save Evaluations' }));
  await waitFor(() => expect(mockRequests).toEqual(['question']));
});
