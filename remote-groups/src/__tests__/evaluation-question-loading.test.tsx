// The question asked before saving contradicting Decisions is a chunk of its own (with
// shared-ui/lists), asked for only once Save is hovered or focused, or by the Save that
// needs it, never with the sheet.
import { screen, waitFor } from '@testing-library/react';
import { setupFakeApi } from 'test-support';
import { openSheet } from './support/open-sheet';

// How many times the question's module was asked for (its chunk, in the browser).
const mockRequests: string[] = [];

jest.mock('../features/evaluation/components/ContradictionDialog', () => {
  mockRequests.push('question');
  return jest.requireActual('../features/evaluation/components/ContradictionDialog');
});

const api = setupFakeApi();

it('asks for the question when Save is hovered, not with the sheet', async () => {
  const { user } = await openSheet(api, 'evaluation');
  expect(screen.getByRole('table', { name: 'Evaluations' })).toBeVisible();
  expect(mockRequests).toEqual([]);

  await user.hover(screen.getByRole('button', { name: 'Save Evaluations' }));
  await waitFor(() => expect(mockRequests).toEqual(['question']));
});
