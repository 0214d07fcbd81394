import { screen, waitFor, within } from '@testing-library/react';
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

    const show = screen.getByRole('button', { name: 'Show password' });
    // An icon, hidden from assistive technology, instead of the word: the name says it all.
    expect(show).toHaveTextContent('');
    await user.click(show);
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
        <Input aria-label="Title" onBlur={onFieldBlur} />
      </FormDialog>
    );
  }
  const onClose = jest.fn();
  const onSubmit = jest.fn();
  const onFieldBlur = jest.fn();
  beforeEach(() => {
    onClose.mockClear();
    onSubmit.mockClear();
    onFieldBlur.mockClear();
  });

  it('keeps the focus in the field when the pointer presses submit or Cancel, so no blur moves them', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness />);
    const field = await screen.findByRole('textbox', { name: 'Title' });
    await user.click(field);

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onFieldBlur).not.toHaveBeenCalled();
  });

  it('stays open when a program moves the focus out (a dialog it replaced returning focus)', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Menu';
    document.body.append(outside);
    await renderUi(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
    await waitFor(() => expect(dialog).toHaveFocus());

    // The focus trap takes the focus back at once; the dialog must not have closed meanwhile.
    outside.focus();
    await waitFor(() => expect(outside).not.toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
    outside.remove();
  });

  it('holds header, scrolling body and footer inside the panel, the form filling it', async () => {
    await renderUi(<Harness />);
    const form = await screen.findByRole('form', { name: 'Add Group' });
    const dialog = screen.getByRole('dialog', { name: 'Add Group' });
    // The form is the panel's one column: its header and footer keep their place while the
    // body between them scrolls (Chakra's scrollBehavior 'inside').
    // eslint-disable-next-line testing-library/no-node-access -- the panel's structure is what is tested
    expect(form.parentElement).toBe(dialog);
    expect(getComputedStyle(form)).toMatchObject({ display: 'flex', flexDirection: 'column' });
    expect(getComputedStyle(form).minHeight).toMatch(/^0(px)?$/);
    // eslint-disable-next-line testing-library/no-node-access -- the panel's structure is what is tested
    const [header, body, footer] = Array.from(form.children) as HTMLElement[];
    expect(header).toHaveTextContent('Add Group');
    expect(within(body!).getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(within(footer!).getByRole('button', { name: 'Create Group' })).toBeInTheDocument();
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
