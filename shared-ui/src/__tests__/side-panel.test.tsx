// SidePanel: a record's side panel (a group's Activity, a student's history): a dialog named by its
// title around what it shows, closed by its close button or Escape, and giving the focus back to
// what opened it.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { SidePanel } from '../dialogs/SidePanel';
import { renderUi } from './renderUi';

/** A screen with a button that opens the panel, mounted only while open. */
function Screen({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Activity of Group 7</Button>
      {open ? (
        <SidePanel
          title="Activity of Group 7"
          closeLabel="Close activity"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <p>No changes recorded yet.</p>
          <Button>Show older changes</Button>
        </SidePanel>
      ) : null}
    </>
  );
}

async function openPanel(onClose?: () => void) {
  const user = userEvent.setup();
  await renderUi(<Screen onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Activity of Group 7' });
  await user.click(opener);
  const panel = await screen.findByRole('dialog', { name: 'Activity of Group 7' });
  // The panel takes the focus (Escape reaches it from there).
  await waitFor(() => expect(panel).toHaveFocus());
  return { user, opener, panel };
}

it('is a dialog named by its title, with its title as a heading and its content', async () => {
  const { panel } = await openPanel();

  expect(within(panel).getByRole('heading', { name: 'Activity of Group 7' })).toBeVisible();
  expect(within(panel).getByText('No changes recorded yet.')).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Show older changes' })).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Close activity' })).toBeVisible();
});

it('closes by its close button and gives the focus back to what opened it', async () => {
  const onClose = jest.fn();
  const { user, opener, panel } = await openPanel(onClose);

  await user.click(within(panel).getByRole('button', { name: 'Close activity' }));

  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});

it('closes on Escape and gives the focus back to what opened it', async () => {
  const onClose = jest.fn();
  const { user, opener } = await openPanel(onClose);

  await user.keyboard('{Escape}');

  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
