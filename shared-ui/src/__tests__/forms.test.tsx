import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './renderUi';
import { Input } from '@chakra-ui/react';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';
import { FormDialog } from '../forms/FormDialog';

describe('FormField', () => {
  it('labels its control and marks it required', async () => {
    await renderUi(
      <FormField label="Email" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('has no required mark when optional', async () => {
    await renderUi(
      <FormField label="Middle Name">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Middle Name' })).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('shows the hint while valid', async () => {
    await renderUi(
      <FormField label="Hours" helperText="For example 4 PM - 6 PM">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveAccessibleDescription(
      'For example 4 PM - 6 PM',
    );
  });

  it('replaces the hint by the error, linked to the control', async () => {
    await renderUi(
      <FormField label="Email" helperText="Your work address" error="Email is required">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Email is required');
    expect(input).not.toHaveAccessibleDescription('Your work address');
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.queryByText('Your work address')).not.toBeInTheDocument();
  });
});

describe('PasswordInput', () => {
  it('hides the password until asked, then hides it again', async () => {
    const user = userEvent.setup();
    await renderUi(
      <FormField label="Password">
        <PasswordInput autoComplete="current-password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Secret12');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret12');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('FormDialog', () => {
  function Harness({ submitting = false }: { submitting?: boolean }) {
    return (
      <FormDialog
        title="Add Group"
        submitLabel="Create Group"
        submittingLabel="Saving..."
        submitting={submitting}
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Input aria-label="Title" />
      </FormDialog>
    );
  }
  const onClose = jest.fn();
  const onSubmit = jest.fn();
  beforeEach(() => {
    onClose.mockClear();
    onSubmit.mockClear();
  });

  it('is a titled dialog around a form that submits, and closes by Cancel or the close button', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
    expect(screen.getByRole('form', { name: 'Add Group' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog).toBeVisible();
  });

  it('cannot be closed while the form is being sent, and says it is saving', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness submitting />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
    // The dialog listens for Escape from the frame that moves focus into it.
    await waitFor(() => expect(dialog).toHaveFocus());

    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
