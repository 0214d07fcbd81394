// PanelSection: a titled section of a record's panel over one read: a spinner until the first
// answer, the failure with Try again (which reads again), then what the answer shows, kept on a
// failed refresh.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelSection } from '../history/PanelSection';
import { renderUi } from './renderUi';

function read(state: { data?: string[]; isError?: boolean; error?: unknown }) {
  return {
    data: state.data,
    isError: state.isError ?? false,
    error: state.error ?? null,
    refetch: jest.fn(() => Promise.resolve()),
  };
}

function Section({ state }: { state: ReturnType<typeof read> }) {
  return (
    <PanelSection
      title="Level history"
      read={state}
      loadingLabel="Loading the levels..."
      errorMessage={(error) => `Could not load the levels: ${String(error)}`}
    >
      {(levels) => (
        <ul aria-label="Levels">
          {levels.map((level) => (
            <li key={level}>{level}</li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}

it('is a region named by its title, with its heading, and a spinner until the first answer', async () => {
  await renderUi(<Section state={read({})} />);

  const section = screen.getByRole('region', { name: 'Level history' });
  expect(within(section).getByRole('heading', { name: 'Level history' })).toBeVisible();
  expect(within(section).getByRole('status')).toHaveTextContent('Loading the levels...');
  expect(within(section).queryByRole('list')).not.toBeInTheDocument();
});

it('says why the read failed, and Try again reads again', async () => {
  const user = userEvent.setup();
  const state = read({ isError: true, error: 'offline' });
  await renderUi(<Section state={state} />);

  const section = screen.getByRole('region', { name: 'Level history' });
  expect(within(section).getByText('Could not load the levels: offline')).toBeVisible();
  expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Try again' }));

  expect(state.refetch).toHaveBeenCalledTimes(1);
});

it('shows the answer, and keeps it when a later refresh fails', async () => {
  await renderUi(<Section state={read({ data: ['L1', 'L2'], isError: true, error: 'offline' })} />);

  const section = screen.getByRole('region', { name: 'Level history' });
  const levels = within(section).getByRole('list', { name: 'Levels' });
  expect(
    within(levels)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['L1', 'L2']);
  expect(within(section).queryByText(/Could not load/)).not.toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
