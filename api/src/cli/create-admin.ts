// The create-admin command (src/create-admin.ts is its entry): makes an active operations manager
// on the configured database. It reads and writes only through the streams it is given, so a test
// can run it without starting a process.
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../db/prepare';
import { createOperationsManager, FirstAdminError } from '../services/first-admin';

const USAGE =
  'Usage: pnpm --filter api create-admin --email you@centre.example [--username U] [--first-name F] [--last-name L]\nThe password comes from ADMIN_PASSWORD, the prompt, or standard input; never from the command line.';

/** Where the command reads and writes: the process's own streams, or a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
  errors: NodeJS.WritableStream;
}

/** One line typed without echo (a terminal), or read from a pipe. */
async function readPassword(io: CommandIo, prompt: string): Promise<string> {
  const { input, output: out } = io;
  if (!input.isTTY) {
    const lines = readline.createInterface({ input });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input, output: out, terminal: true });
    const output = rl as unknown as { _writeToOutput(text: string): void };
    let asking = true;
    output._writeToOutput = (text: string) => {
      if (asking) out.write(text.includes(prompt) ? prompt : '');
    };
    rl.question(prompt, (answer) => {
      asking = false;
      out.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

async function passwordFromOutside(io: CommandIo): Promise<string> {
  if (io.env.ADMIN_PASSWORD) return io.env.ADMIN_PASSWORD;
  const first = await readPassword(io, 'Password: ');
  if (io.input.isTTY) {
    const again = await readPassword(io, 'Password again: ');
    if (again !== first) throw new FirstAdminError('The two passwords differ.');
  }
  return first;
}

async function createAdmin(args: string[], io: CommandIo): Promise<number> {
  const argv = args.filter((arg) => arg !== '--');
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new FirstAdminError(
      'The password is not taken from the command line (it would show in ps and the shell history): set ADMIN_PASSWORD or type it at the prompt.',
    );
  }
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email) {
    io.output.write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const email = values.email;
  const password = await passwordFromOutside(io);
  const config = loadConfig(io.env);
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const user = await createOperationsManager(database.db, {
      email,
      username: values.username ?? email.split('@')[0]!.replace(/[^A-Za-z0-9_]/g, '_'),
      first_name: values['first-name'] ?? 'Operations',
      last_name: values['last-name'] ?? 'Manager',
      password,
    });
    io.output.write(
      `Operations manager ${user.email} (username ${user.username}) created: sign in with that address.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** Runs the command; a refusal is printed as its message alone, with exit code 1. */
export async function runCreateAdmin(args: string[], io: CommandIo): Promise<number> {
  try {
    return await createAdmin(args, io);
  } catch (error) {
    io.errors.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
