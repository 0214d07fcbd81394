// Builds the app on a fresh database for one test file, and signs requests in as a given role.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { desc, eq } from 'drizzle-orm';
import type { Role } from 'shared-domain';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { emailOutbox, studentProfiles, users, type UserRow } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { open } from '../../src/lib/sealed-text';
import { issueRefreshToken } from '../../src/services/refresh-tokens';
import { createTestDatabase } from './database';

export const TEST_PASSWORD = 'Secret123';
export const APP_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Builds a second api process of the same deployment: it uses this app's database, which stays
   * this app's to close.
   */
  sharing?: TestApp;
  /** Silent unless given. */
  logger?: FastifyBaseLogger;
  /** buildApp's audit option (false only to measure or check the app without the trail). */
  audit?: boolean;
}

/**
 * With REQUEST_TALLY_DIR set (pnpm test:security), every app counts its answers by status and
 * writes the count to that folder when it closes, for the run's report.
 */
function tallyResponses(app: FastifyInstance): void {
  const dir = process.env.REQUEST_TALLY_DIR;
  if (!dir) return;
  const statuses: Record<string, number> = {};
  app.addHook('onResponse', async (_request, reply) => {
    statuses[reply.statusCode] = (statuses[reply.statusCode] ?? 0) + 1;
  });
  app.addHook('onClose', async () => {
    const file = path.basename(expect.getState().testPath ?? 'unknown');
    fs.writeFileSync(
      path.join(dir, `${file}.${process.pid}.${randomUUID()}.json`),
      JSON.stringify({ file, statuses }),
    );
  });
}

/** The app on its own fresh database; env overrides the test defaults of the configuration. */
export async function buildTestApp(
  env: Record<string, string> = {},
  { sharing, logger = pino({ level: 'silent' }), audit }: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dispose } = sharing
    ? {
        database: { ...sharing.app.database, close: async () => undefined },
        dispose: async () => undefined,
      }
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    APP_URL,
    // Files share a busy test process: its event loop's delay and slow requests are the suite's,
    // not a deployment's load. The load-shedding tests set their own.
    MAX_EVENT_LOOP_DELAY: '0',
    MAX_QUEUE_AGE: '0',
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, logger, audit });
    tallyResponses(app);
    await app.ready();
  } catch (error) {
    // An open database would keep jest from exiting.
    await database.close();
    await dispose();
    throw error;
  }
  return {
    app,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

const hashes = new Map<string, Promise<string>>();
/** scrypt is slow on purpose; tests reuse one hash per password. */
function cachedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

let sequence = 0;

export interface NewUser {
  role: Role;
  email?: string;
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  isActive?: boolean;
  isVerified?: boolean;
  awaitingActivation?: boolean;
}

/** A user straight in the database (students get their profile too). */
export async function createUser(app: FastifyInstance, user: NewUser): Promise<UserRow> {
  sequence += 1;
  const tag = `${user.role.replace('_', '')}${sequence}`;
  const [row] = await app.db
    .insert(users)
    .values({
      email: user.email ?? `${tag}@example.test`,
      username: user.username ?? tag,
      passwordHash: await cachedHash(user.password ?? TEST_PASSWORD),
      firstName: user.firstName ?? 'Test',
      lastName: user.lastName ?? `User${sequence}`,
      phoneNumber: user.phoneNumber ?? `+2010000${String(sequence).padStart(5, '0')}`,
      gender: 'female',
      nationality: 'Egyptian',
      role: user.role,
      isActive: user.isActive ?? true,
      isVerified: user.isVerified ?? true,
      awaitingActivation: user.awaitingActivation ?? false,
    })
    .returning();
  if (user.role === 'student') await app.db.insert(studentProfiles).values({ userId: row!.id });
  return row!;
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** `app.inject` with a valid bearer token of `user`, in a session (refresh-token family) of its own. */
export async function injectAs(app: FastifyInstance, user: UserRow): Promise<Inject> {
  const session = await issueRefreshToken(app.db, user.id, 3600);
  const token = await app.signAccessToken(user, session.familyId);
  return (options) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** A new user of `role` and an inject signed in as them. */
export async function signedInAs(
  app: FastifyInstance,
  role: Role,
  extra: Omit<NewUser, 'role'> = {},
): Promise<{ user: UserRow; inject: Inject }> {
  const user = await createUser(app, { role, ...extra });
  return { user, inject: await injectAs(app, user) };
}

/** The link of the latest message to `address`, from the outbox (once deferred mail work is done). */
export async function latestLink(
  app: FastifyInstance,
  address: string,
): Promise<string | undefined> {
  await app.deferred.idle();
  const [row] = await app.db
    .select({ link: emailOutbox.link })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  // The outbox keeps the link sealed; the app's key opens it, as the sender does.
  return row?.link ? open(app.outboxKey, row.link) : undefined;
}

/** The subject and text of the latest message to `address` (once deferred mail work is done). */
export async function latestMail(
  app: FastifyInstance,
  address: string,
): Promise<{ subject: string; text: string } | undefined> {
  await app.deferred.idle();
  const [row] = await app.db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row && { subject: row.subject, text: open(app.outboxKey, row.body) };
}

export function tokenOf(link: string): string {
  return link.split('/').pop()!;
}

/** The refresh cookie a response set (undefined when it set none). */
export function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'refresh_token');
}
