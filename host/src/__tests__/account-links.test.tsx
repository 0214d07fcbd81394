import { screen, waitFor } from '@testing-library/react';
import { renderApp, setupApiServer } from '../test/renderApp';

const api = setupApiServer();
const secret = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('verify e-mail (/auth/verify-email/:token)', () => {
  it("verifies the link once and shows the server's message", async () => {
    api.current.on('GET', '/auth/verify-email/:token/', {
      status: 200,
      body: { message: 'Email verified successfully.' },
    });
    await renderApp(api.current, { route: '/auth/verify-email/abc123' });
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    expect(
      api.current.requests.filter((r) => r.path === '/auth/verify-email/abc123/'),
    ).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's error and offers a new link", async () => {
    api.current.on('GET', '/auth/verify-email/:token/', {
      status: 400,
      body: { error: 'Invalid or expired verification link.' },
    });
    api.current.on('POST', '/auth/resend-verification/', {
      status: 200,
      body: { message: 'Verification email sent.' },
    });
    const { user } = await renderApp(api.current, { route: '/auth/verify-email/old' });
    expect(await screen.findByText('Invalid or expired verification link.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent.')).toBeInTheDocument();
    expect(api.current.requests.find((r) => r.path === '/auth/resend-verification/')?.body).toEqual(
      {
        email: 'sara@example.com',
      },
    );
  });

  it('falls back to the catalogue messages', async () => {
    api.current.on('GET', '/auth/verify-email/:token/', { status: 400, body: {} });
    api.current.on('POST', '/auth/resend-verification/', {
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    const { user } = await renderApp(api.current, { route: '/auth/verify-email/x' });
    expect(await screen.findByText('Email verification failed.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

describe('forgot password (/auth/forgot-password)', () => {
  it('validates the e-mail on blur', async () => {
    const { user } = await renderApp(api.current, { route: '/auth/forgot-password' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('says a link will be sent if the address exists', async () => {
    api.current.on('POST', '/auth/forgot-password/', { status: 200, body: {} });
    const { user } = await renderApp(api.current, { route: '/auth/forgot-password' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('If the email exists, a reset link will be sent.'),
    ).toBeInTheDocument();
  });

  it('reports a failure', async () => {
    api.current.on('POST', '/auth/forgot-password/', { status: 500, body: {} });
    const { user } = await renderApp(api.current, { route: '/auth/forgot-password' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to request password reset.');
  });

  it('says how long to wait after too many requests for one address', async () => {
    api.current.on('POST', '/auth/forgot-password/', {
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 600 seconds.' },
    });
    const { user } = await renderApp(api.current, { route: '/auth/forgot-password' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 10 minutes.',
    );
  });
});

describe('reset password (/auth/reset-password/:token)', () => {
  it('refuses an invalid link', async () => {
    api.current.on('GET', '/auth/validate-reset-token/:token/', {
      status: 400,
      body: { valid: false, error: 'Invalid or expired reset token.' },
    });
    await renderApp(api.current, { route: '/auth/reset-password/bad' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('sets a new password, sending the confirmation only when given', async () => {
    api.current.on('GET', '/auth/validate-reset-token/:token/', {
      status: 200,
      body: { valid: true },
    });
    api.current.on('POST', '/auth/reset-password/:token/', {
      status: 200,
      body: { message: 'Password reset successfully.' },
    });
    const { user } = await renderApp(api.current, { route: '/auth/reset-password/good' });
    await user.type(
      await screen.findByLabelText(/^New Password/, { selector: 'input' }),
      'NewSecret1',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
    expect(api.current.requests.find((r) => r.path === '/auth/reset-password/good/')?.body).toEqual(
      {
        password: 'NewSecret1',
      },
    );
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
  });

  it('checks the password rules and the confirmation on blur', async () => {
    api.current.on('GET', '/auth/validate-reset-token/:token/', {
      status: 200,
      body: { valid: true },
    });
    const { user } = await renderApp(api.current, { route: '/auth/reset-password/good' });
    const rules =
      'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';
    // The rules show before the first error, and give way to it.
    expect(await screen.findByText(rules)).toBeVisible();
    await user.type(
      await screen.findByLabelText(/^New Password/, { selector: 'input' }),
      'weakpass',
    );
    await user.tab();
    await waitFor(() => expect(screen.queryByText(rules)).not.toBeInTheDocument());
    expect(
      await screen.findByText('Password must contain uppercase, lowercase, and number'),
    ).toBeInTheDocument();
    await user.type(secret('Confirm Password'), 'Other1234');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it("shows the server's field errors", async () => {
    api.current.on('GET', '/auth/validate-reset-token/:token/', {
      status: 200,
      body: { valid: true },
    });
    api.current.on('POST', '/auth/reset-password/:token/', {
      status: 400,
      body: { password: ['This password is too common.'] },
    });
    const { user } = await renderApp(api.current, { route: '/auth/reset-password/good' });
    await user.type(
      await screen.findByLabelText(/^New Password/, { selector: 'input' }),
      'Password1',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.'),
    );
  });
});
