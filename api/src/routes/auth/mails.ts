// The two messages the server e-mails: the verification link and the password-reset link, each in
// its recipient's stored language (whoever's request sends it).
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { t } from '../../i18n';
import { inLanguage } from '../../plugins/language';
import { issueEmailToken } from '../../services/email-tokens';

type Recipient = Pick<UserRow, 'fullName' | 'username' | 'locale'>;

/**
 * The message's text: greeting, the sentence that leads to the link, the link on a line of its own
 * (outside any translated sentence, so no direction mark can stick to it), and the closing line.
 */
function mailText(user: Recipient, intro: string, link: string, closing: string): string {
  const greeting = t('mail.greeting', { name: user.fullName || user.username });
  return `${greeting}\n\n${intro}\n${link}\n\n${closing}\n`;
}

function verificationMail(user: Recipient, link: string) {
  return inLanguage(user.locale, () => ({
    subject: t('mail.verifySubject'),
    text: mailText(user, t('mail.verifyIntro'), link, t('mail.verifyIgnore')),
  }));
}

function passwordResetMail(user: Recipient, link: string) {
  return inLanguage(user.locale, () => ({
    subject: t('mail.resetSubject'),
    text: mailText(user, t('mail.resetIntro'), link, t('mail.resetIgnore')),
  }));
}

/** Sending failures are logged, not raised: the account exists and the link can be re-sent. */
export async function sendVerificationMail(app: FastifyInstance, user: UserRow): Promise<void> {
  try {
    const { token, expiresAt } = await issueEmailToken(app.db, user.id, 'verify');
    const link = `${app.config.appUrl}/auth/verify-email/${token}`;
    await app.mailer.send({
      to: user.email,
      ...verificationMail(user, link),
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
      ...passwordResetMail(user, link),
      link,
      purpose: 'reset',
      expiresAt,
    });
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'password reset mail not sent');
  }
}
