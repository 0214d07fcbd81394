import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './renderUi';
import { Banner } from '../feedback/Banner';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { usePageTitle } from '../page/use-page-title';

describe('Banner', () => {
  it('shows its message and can be dismissed', async () => {
    const onDismiss = jest.fn();
    await renderUi(
      <Banner status="error" title="Login failed" description="Try again" onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByText('Try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless it can be dismissed', async () => {
    await renderUi(<Banner status="success" title="Login successful!" />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it("defaults to 'Confirm Action' with Confirm and Cancel", async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    await renderUi(
      <ConfirmDialog open message="Are you sure?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Confirm Action');
    expect(dialog).toHaveTextContent('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes its own title', async () => {
    await renderUi(
      <ConfirmDialog open title="Delete Student" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete Student');
  });
});

describe('usePageTitle', () => {
  function Profile() {
    usePageTitle('Profile');
    return null;
  }

  it('puts the product prefix before the page name', async () => {
    await renderUi(<Profile />);
    expect(document.title).toBe('LinguaDesk | Profile');
  });
});
