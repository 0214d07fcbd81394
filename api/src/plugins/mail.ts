// Outgoing mail. Without SMTP_URL each message is a row of email_outbox plus, outside production, a
// log line with the link, so verification and reset work offline. With SMTP_URL the outbox is a queue: the request
// only stores the message, and the api processes send it through nodemailer afterwards, retrying
// while the SMTP server is unreachable. A sign-up or reset request therefore never waits for, or
// fails because of, the SMTP server, and forgot-password takes as long for an unknown address as
// for a known one.
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { rows } from '../db/client';
import { emailOutbox } from '../db/schema';
import { open, seal } from '../lib/sealed-text';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message carries (verification or reset). */
  link?: string;
  purpose?: 'verify' | 'reset';
  /** When the link stops working; a queued message is not sent after it. */
  expiresAt?: Date;
  /** One file sent with the message (a receipt). */
  attachment?: MailAttachment;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** Stores the message; with SMTP it is sent in the background, without it the link is logged. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends the queued messages that are due (SMTP only), until the queue is empty or the server
   * cannot be reached; resolves when done. Runs by itself after each send, every
   * RETRY_INTERVAL_MS and at start.
   */
  deliverDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Bounds on one SMTP conversation, unless SMTP_URL's query sets them (?greetingTimeout=...). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** A claimed message is someone else's to retry after this (its sender died mid-way). */
const CLAIM_MS = 2 * 60_000;
const RETRY_INTERVAL_MS = 30_000;
/** Waits of 30 s, 1, 2, 4, 8, 16 and then 30 min between tries: about two hours in all. */
const MAX_ATTEMPTS = 10;
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment: string | null;
}

/**
 * The message as an email_outbox row (the SMTP queue adds its state and schedule). Its body and
 * link hold a live token: both are sealed with the outbox key, so a reader of the database cannot
 * use them; the sender opens the body when it sends.
 */
function outboxRow(message: MailMessage, key: Buffer) {
  return {
    toAddress: message.to,
    subject: message.subject,
    body: seal(key, message.text),
    link: message.link === undefined ? null : seal(key, message.link),
    purpose: message.purpose ?? null,
    expiresAt: message.expiresAt ?? null,
    attachmentName: message.attachment?.filename ?? null,
    attachmentType: message.attachment?.contentType ?? null,
    attachment: message.attachment?.content.toString('base64') ?? null,
  };
}

/** The server refused this message or its recipient for good (5xx): sending again cannot help. */
function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500
  );
}

/** No SMTP reply at all: the server is down or unreachable, so the next message would fail too. */
function unreachable(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode !== 'number';
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      // A link in the log is a live credential: only outside production is it printed, so that
      // verification and reset work on a developer's machine without a mail server.
      if (config.production) {
        app.log.warn(
          'SMTP_URL is not set: verification and reset mails are only stored in email_outbox, and nobody receives them',
        );
      }
      app.decorate<Mailer>('mailer', {
        async send(message) {
          await app.db.insert(emailOutbox).values(outboxRow(message, app.outboxKey));
          if (config.production) {
            app.log.info(
              { to: message.to, subject: message.subject },
              'mail stored in email_outbox (no SMTP_URL); its link is not logged in production',
            );
          } else {
            app.log.info(
              { to: message.to, subject: message.subject, link: message.link },
              `mail stored in email_outbox (no SMTP_URL): ${message.link ?? message.subject}`,
            );
          }
        },
        async deliverDue() {},
      });
      return;
    }

    // Loaded only where mail goes out through SMTP: without SMTP_URL nothing sends it.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
    const stopping = new AbortController();

    /** Gives up on queued messages whose link has expired: a late link would only fail. */
    async function dropExpired(): Promise<void> {
      const dropped = await rows<{ to_address: string; subject: string }>(
        app.db,
        sql`UPDATE email_outbox
            SET state = 'failed', next_attempt_at = NULL,
                last_error = 'The link expired before the message could be sent.'
            WHERE state = 'pending' AND expires_at <= now()
            RETURNING to_address, subject`,
      );
      for (const message of dropped) {
        app.log.error(
          { to: message.to_address, subject: message.subject },
          'mail not sent: its link expired while the SMTP server was unreachable',
        );
      }
    }

    /** Sends the next due message; false when there is none or the server is unreachable. */
    async function deliverNext(): Promise<boolean> {
      const [message] = await rows<Claimed>(
        app.db,
        sql`UPDATE email_outbox
            SET attempts = attempts + 1, next_attempt_at = now() + ${CLAIM_MS} * interval '1 millisecond'
            WHERE id = (
              SELECT id FROM email_outbox
              WHERE state = 'pending' AND next_attempt_at <= now()
                AND (expires_at IS NULL OR expires_at > now())
              ORDER BY next_attempt_at, id
              LIMIT 1
              FOR UPDATE SKIP LOCKED
            )
            RETURNING id, to_address, subject, body, attempts, attachment_name, attachment_type,
              attachment`,
      );
      if (!message) return false;
      const about = { to: message.to_address, subject: message.subject };
      try {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: message.to_address,
          subject: message.subject,
          text: open(app.outboxKey, message.body),
          attachments:
            message.attachment === null
              ? []
              : [
                  {
                    filename: message.attachment_name!,
                    contentType: message.attachment_type!,
                    content: message.attachment,
                    encoding: 'base64',
                  },
                ],
          signal: stopping.signal,
        });
        // Once the server has it, the row (and the live link in it) goes.
        await app.db.delete(emailOutbox).where(eq(emailOutbox.id, message.id));
        app.log.info({ ...about, messageId: info.messageId }, 'mail sent');
        return true;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        if (stopping.signal.aborted) {
          // Shutting down mid-way: another process, or this one after its restart, sends it.
          await app.db
            .update(emailOutbox)
            .set({ attempts: message.attempts - 1, nextAttemptAt: sql`now()` })
            .where(eq(emailOutbox.id, message.id));
          return false;
        }
        if (refusedForGood(error) || message.attempts >= MAX_ATTEMPTS) {
          await app.db
            .update(emailOutbox)
            .set({ state: 'failed', nextAttemptAt: null, lastError })
            .where(eq(emailOutbox.id, message.id));
          app.log.error({ ...about, err: error, attempts: message.attempts }, 'mail not sent');
          return !unreachable(error);
        }
        const delay = retryDelayMs(message.attempts);
        await app.db
          .update(emailOutbox)
          .set({
            nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
            lastError,
          })
          .where(eq(emailOutbox.id, message.id));
        app.log.warn(
          { ...about, err: error, attempts: message.attempts, retryInSeconds: delay / 1000 },
          'mail not sent yet: will retry',
        );
        return !unreachable(error);
      }
    }

    let round: Promise<void> | undefined;
    let again = false;
    function deliverDue(): Promise<void> {
      if (stopping.signal.aborted) return Promise.resolve();
      if (round) {
        // A message queued during a round may come after the round's last look at the queue.
        again = true;
        return round;
      }
      round = (async () => {
        try {
          await dropExpired();
          do {
            again = false;
            while (!stopping.signal.aborted && (await deliverNext()));
          } while (again && !stopping.signal.aborted);
        } catch (error) {
          app.log.error({ err: error }, 'mail delivery round failed');
        } finally {
          round = undefined;
        }
      })();
      return round;
    }

    app.decorate<Mailer>('mailer', {
      async send(message) {
        await app.db.insert(emailOutbox).values({
          ...outboxRow(message, app.outboxKey),
          state: 'pending',
          nextAttemptAt: sql`now()`,
        });
        void deliverDue();
      },
      deliverDue,
    });

    const timer = setInterval(() => void deliverDue(), RETRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      void deliverDue();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      stopping.abort();
      await round;
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['db', 'auth'] },
);
