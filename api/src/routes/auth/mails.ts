// The two messages the server e-mails: the verification link and the password-reset link.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { issueEmailToken } from '../../services/email-tokens';

function greeting(user: Pick<UserRow, 'fullName' | 'username'>): string {
  return `Hello ${user.fullName || user.username},`;
}

/** Sending failures are logged, not raised: the account exists and the link can be re-sent. */
export async function sendVerificationMail(app: FastifyInstance, user: UserRow): Promise<void> {
  try {
    const { token, expiresAt } = await issueEmailToken(app.db, user.id, 'verify');
    const link = `${app.config.appUrl}/auth/verify-email/${token}`;
    await app.mailer.send({
      to: user.email,
      subject: 'Verify your LinguaDesk e-mail address',
      text: `${greeting(user)}\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n${link}\n\nIf you did not sign up for LinguaDesk, you can ignore this message.\n`,
      link,
      purpose: 'verify',
      expiresAt,
    });
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'verification mail not sent');
  }
}

export async function sendPasswordResetMail(app: FastifyInstance, user: UserRow): Promise<void> {
  try {
    const { token, expiresAt } = await issueEmailToken(app.db, user.id, 'reset');
    const link = `${app.config.appUrl}/auth/reset-password/${token}`;
    await app.mailer.send({
      to: user.email,
      subject: 'Reset your LinguaDesk password',
      text: `${greeting(user)}\n\nSomeone asked to reset the password of your LinguaDesk account. Open this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
      link,
      purpose: 'reset',
      expiresAt,
    });
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'password reset mail not sent');
  }
}
