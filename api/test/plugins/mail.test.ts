// Mail through SMTP (SMTP_URL) to a real SMTP server in this process: what arrives, that its links
// work, and what a sign-up or reset request does while the mail server is down or hanging.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { emailOutbox, users } from '../helpers/db';
import { open } from '../../src/lib/sealed-text';
import { APP_URL, buildTestApp, createUser, type TestApp } from '../helpers/app';
import {
  startSilentServer,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../helpers/smtp';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { eventually } from '../helpers/wait';

interface LogLine {
  level: number;
  msg: string;
  to?: string;
  [key: string]: unknown;
}

/** A logger that keeps what it is told, to check what the operator would read. */
function capturingLogger(lines: LogLine[]) {
  return pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
}

const MAIL_FROM = 'LinguaDesk Desk <desk@linguadesk.test>';
let smtp: TestSmtpServer;
let t: TestApp;
const logs: LogLine[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer({
    refuse: (address) => (address.startsWith('bounce') ? 'No such user here' : undefined),
  });
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM }, { logger: capturingLogger(logs) });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
function signUp(app: TestApp, email?: string) {
  n += 1;
  return app.app.inject({
    method: 'POST',
    url: '/auth/register-student/',
    payload: {
      email: email ?? `Smtp.Signup${n}@Example.test`,
      username: `smtp_signup_${n}`,
      password: 'Passw0rd!',
      first_name: 'Nour',
      middle_name: '',
      last_name: 'Kamel',
      phone_number: '+201001234567',
      nationality: 'Egyptian',
      gender: 'female',
    },
  });
}

async function mailTo(server: TestSmtpServer, address: string): Promise<ReceivedMail> {
  await eventually(`a mail to ${address}`, () =>
    server.received.some((m) => m.rcptTo.includes(address)),
  );
  return server.received.find((m) => m.rcptTo.includes(address))!;
}

function linkIn(mail: ReceivedMail, kind: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`${APP_URL}/auth/${kind}/([\\w-]{43})\\n`).exec(mail.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const outboxOf = (app: TestApp, address: string) =>
  app.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe('with SMTP_URL', () => {
  it('mails the verification link of a sign-up, and the link verifies the address', async () => {
    const res = await signUp(t);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();

    const mail = await mailTo(smtp, user.email);
    expect(mail.rcptTo).toEqual([user.email]);
    expect(mail.mailFrom).toBe('desk@linguadesk.test');
    expect(mail.headers.to).toBe(user.email);
    expect(mail.headers.from).toBe('LinguaDesk Desk <desk@linguadesk.test>');
    expect(mail.headers.subject).toBe('Verify your LinguaDesk e-mail address');
    expect(mail.text.startsWith('Hello Nour Kamel,\n')).toBe(true);
    const token = linkIn(mail, 'verify-email');

    const verified = await t.app.inject({ method: 'GET', url: `/auth/verify-email/${token}/` });
    expect(verified.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isVerified).toBe(true);

    // Sent, so nothing of it stays in the database, and the link never went to the log.
    await t.app.mailer.deliverDue();
    expect(await outboxOf(t, user.email)).toEqual([]);
    expect(logs.some((line) => JSON.stringify(line).includes(token))).toBe(false);
    expect(logs).toContainEqual(expect.objectContaining({ msg: 'mail sent', to: user.email }));
  });

  it('mails the reset link of forgot-password, and the link sets a new password', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password/',
      payload: { email: user.email },
    });
    expect(asked.json()).toEqual({ message: 'If the email exists, a reset link will be sent.' });

    const mail = await mailTo(smtp, user.email);
    expect(mail.headers.subject).toBe('Reset your LinguaDesk password');
    expect(mail.headers.to).toBe(user.email);
    const token = linkIn(mail, 'reset-password');

    const valid = await t.app.inject({
      method: 'GET',
      url: `/auth/validate-reset-token/${token}/`,
    });
    expect(valid.json()).toEqual({ valid: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/auth/reset-password/${token}/`,
      payload: { password: 'NewPassw0rd', confirm_password: 'NewPassw0rd' },
    });
    expect(reset.statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login/',
        payload: { email: user.email, password },
      });
    expect((await login('NewPassw0rd')).statusCode).toBe(200);
    expect((await login('Secret123')).statusCode).toBe(401);
  });

  it('mails nothing for an address without an account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password/',
      payload: { email: 'nobody.smtp@example.test' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    expect(smtp.received.filter((m) => m.rcptTo.includes('nobody.smtp@example.test'))).toEqual([]);
  });

  it('gives up at once on a recipient the server refuses, logs it, and goes on with the rest', async () => {
    const refused = await signUp(t, 'bounce.smtp@example.test');
    expect(refused.statusCode).toBe(201);
    await t.app.mailer.deliverDue();
    const [row] = await outboxOf(t, 'bounce.smtp@example.test');
    expect(row).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null });
    expect(row!.lastError).toMatch(/550/);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'mail not sent', to: 'bounce.smtp@example.test' }),
    );

    const next = await signUp(t);
    await mailTo(smtp, next.json().user.email);
  });

  it('sends each message once when two api processes deliver from one outbox', async () => {
    const other = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM }, { sharing: t });
    try {
      const students = await Promise.all(
        Array.from({ length: 6 }, () => createUser(t.app, { role: 'student' })),
      );
      await Promise.all(
        students.map((s, i) =>
          (i % 2 ? other : t).app.inject({
            method: 'POST',
            url: '/auth/forgot-password/',
            payload: { email: s.email },
          }),
        ),
      );
      // The reset mails are made after the answers.
      await Promise.all([t.app.deferred.idle(), other.app.deferred.idle()]);
      await Promise.all([t.app.mailer.deliverDue(), other.app.mailer.deliverDue()]);
      for (const s of students) {
        await mailTo(smtp, s.email);
        await eventually(
          `the sent message to ${s.email} to leave the outbox`,
          async () => (await outboxOf(t, s.email)).length === 0,
        );
        expect(smtp.received.filter((m) => m.rcptTo.includes(s.email))).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it('sends a file the message carries as an attachment, then drops it with the message', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const content = Buffer.from('%PDF-1.3 receipt');
    await t.app.mailer.send({
      to: user.email,
      subject: 'Your receipt',
      text: 'Attached.',
      attachment: { filename: 'receipt-2026-0001.pdf', contentType: 'application/pdf', content },
    });
    const mail = await mailTo(smtp, user.email);
    expect(mail.headers['content-type']).toMatch(/^multipart\/mixed/);
    const part =
      /Content-Type: application\/pdf; name=receipt-2026-0001\.pdf\r?\n(?:[\w-]+: .*\r?\n)*\r?\n([\w+/=\r\n]+)/.exec(
        mail.text.replace(/\n/g, '\r\n'),
      );
    expect(part).not.toBeNull();
    expect(Buffer.from(part![1]!.replace(/\s/g, ''), 'base64')).toEqual(content);
    await t.app.mailer.deliverDue();
    expect(await outboxOf(t, user.email)).toEqual([]);
  });
});

describe('while the SMTP server is down', () => {
  let relay: TestSmtpServer;
  let down: TestApp;
  const downLogs: LogLine[] = [];

  afterAll(async () => {
    await down?.close();
    await relay?.close();
  });

  it('creates the account at once, keeps the verification mail and sends it when the server is back', async () => {
    relay = await startSmtpServer();
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: relay.port });
    try {
      down = await buildTestApp(
        { SMTP_URL: `smtp://127.0.0.1:${proxy.port}` },
        { logger: capturingLogger(downLogs) },
      );
      await proxy.cut();

      const res = await signUp(down);
      expect(res.statusCode).toBe(201);
      const { user } = res.json();
      const [account] = await down.app.db.select().from(users).where(eq(users.id, user.id));
      expect(account).toMatchObject({ email: user.email, isActive: true, isVerified: false });

      await down.app.mailer.deliverDue();
      const [kept] = await outboxOf(down, user.email);
      expect(kept).toMatchObject({ state: 'pending', attempts: 1, purpose: 'verify' });
      expect(kept!.lastError).toMatch(/ECONNREFUSED/);
      // The first retry waits 30 s.
      expect(kept!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(20_000);
      expect(downLogs).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'mail not sent yet: will retry',
          to: user.email,
        }),
      );

      await proxy.restore();
      // The 30 s go by.
      await down.app.db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.state, 'pending')));
      await down.app.mailer.deliverDue();
      const mail = await mailTo(relay, user.email);
      expect(mail.headers.subject).toBe('Verify your LinguaDesk e-mail address');
      expect(await outboxOf(down, user.email)).toEqual([]);
      const token = linkIn(mail, 'verify-email');
      // While it waited, the database held the message sealed: no usable token at rest.
      expect(JSON.stringify(kept)).not.toContain(token);
      expect(kept!.body).toMatch(/^sealed:v1:/);
      expect(kept!.link).toMatch(/^sealed:v1:/);
      expect(
        (await down.app.inject({ method: 'GET', url: `/auth/verify-email/${token}/` })).statusCode,
      ).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  it('does not send a reset link that expired while the server was down, and says so in the log', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: relay.port });
    const lines: LogLine[] = [];
    const late = await buildTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${proxy.port}` },
      { logger: capturingLogger(lines), sharing: down },
    );
    try {
      await proxy.cut();
      const user = await createUser(late.app, { role: 'student' });
      await late.app.inject({
        method: 'POST',
        url: '/auth/forgot-password/',
        payload: { email: user.email },
      });
      // The reset mail is made after the answer.
      await late.app.deferred.idle();
      await late.app.mailer.deliverDue();
      const [queued] = await outboxOf(late, user.email);
      expect(queued).toMatchObject({ state: 'pending', purpose: 'reset' });
      // The link lives one hour from the request.
      const lifetime = queued!.expiresAt!.getTime() - queued!.createdAt.getTime();
      expect(lifetime).toBeGreaterThan(3590_000);
      expect(lifetime).toBeLessThan(3610_000);

      await proxy.restore();
      // The hour goes by before the next try.
      await late.app.db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(), expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailOutbox.toAddress, user.email));
      await late.app.mailer.deliverDue();

      expect(relay.received.some((m) => m.rcptTo.includes(user.email))).toBe(false);
      const [dropped] = await outboxOf(late, user.email);
      expect(dropped).toMatchObject({
        state: 'failed',
        nextAttemptAt: null,
        lastError: 'The link expired before the message could be sent.',
      });
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'mail not sent: its link expired while the SMTP server was unreachable',
          to: user.email,
        }),
      );
    } finally {
      await late.close();
      await proxy.close();
    }
  });

  it('answers a sign-up without waiting for a server that never replies, and stops without waiting either; another process sends the mail', async () => {
    const silent = await startSilentServer();
    // Timeouts far beyond this test's own: only not waiting can make it pass.
    const hanging = await buildTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${silent.port}?connectionTimeout=600000&greetingTimeout=600000`,
      },
      { sharing: t },
    );
    let closed = false;
    try {
      const res = await signUp(hanging);
      expect(res.statusCode).toBe(201);
      const { user } = res.json();
      await eventually('the hanging server to be called', () => silent.connections === 1);
      const [inFlight] = await outboxOf(t, user.email);
      expect(inFlight).toMatchObject({ state: 'pending', attempts: 1, lastError: null });

      await hanging.close();
      closed = true;
      const [released] = await outboxOf(t, user.email);
      expect(released).toMatchObject({ state: 'pending', attempts: 0 });
      expect(released!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

      await t.app.mailer.deliverDue();
      linkIn(await mailTo(smtp, user.email), 'verify-email');
    } finally {
      if (!closed) await hanging.close();
      await silent.close();
    }
  });
});

describe('without SMTP_URL', () => {
  async function forgotPasswordLogs(env: Record<string, string>) {
    const lines: LogLine[] = [];
    const app = await buildTestApp(env, { logger: capturingLogger(lines) });
    try {
      const user = await createUser(app.app, { role: 'student' });
      await app.app.inject({
        method: 'POST',
        url: '/auth/forgot-password/',
        payload: { email: user.email },
      });
      await app.app.deferred.idle();
      const [stored] = await outboxOf(app, user.email);
      return { lines, stored: stored!, link: open(app.app.outboxKey, stored!.link!) };
    } finally {
      await app.close();
    }
  }

  it('logs the live link outside production, so reset works on a developer machine', async () => {
    const { lines, stored, link } = await forgotPasswordLogs({});
    expect(link).toMatch(/\/auth\/reset-password\/[\w-]{43}$/);
    expect(lines.some((l) => l.link === link)).toBe(true);
    // The outbox keeps it sealed all the same.
    expect(JSON.stringify(stored)).not.toContain(link.split('/').pop());
  });

  it('never logs a live link in production, and warns at start that nobody receives mail', async () => {
    const { lines, stored, link } = await forgotPasswordLogs({ NODE_ENV: 'production' });
    expect(link).toMatch(/\/auth\/reset-password\/[\w-]{43}$/);
    const token = link.split('/').pop()!;
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(lines.map((l) => l.msg)).toContain(
      'SMTP_URL is not set: verification and reset mails are only stored in email_outbox, and nobody receives them',
    );
  });
});

describe('forgot-password', () => {
  it('answers before the reset mail is made, so an address with an account answers as fast as one without', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const send = t.app.mailer.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    t.app.mailer.send = async (message) => {
      started = true;
      await held;
      return send(message);
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/forgot-password/',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'If the email exists, a reset link will be sent.' });
      await eventually('the deferred mail work to start', () => started);
      expect(await outboxOf(t, user.email)).toEqual([]);
      release();
      await t.app.deferred.idle();
      expect(await outboxOf(t, user.email)).toHaveLength(1);
    } finally {
      t.app.mailer.send = send;
    }
  });
});
