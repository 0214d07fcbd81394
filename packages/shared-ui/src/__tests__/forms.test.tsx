import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './renderUi';
import { Input } from '@chakra-ui/react';
import { FormField } from '../forms/FormField';
import { PasswordInput } from '../forms/PasswordInput';

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
