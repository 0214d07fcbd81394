// `pnpm --filter api create-admin --email you@centre.example [--username U] [--first-name F]
// [--last-name L]`: makes an active operations manager on the configured database (the first
// administrator of a production deployment, where nothing is seeded). The password is never an
// argument (argv shows in `ps` and shell history): ADMIN_PASSWORD, or typed twice at the prompt,
// or one line on standard input when it is not a terminal.
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openConfiguredDatabase } from './db/prepare';
import { createOperationsManager, FirstAdminError } from './services/first-admin';

const USAGE =
  'Usage: pnpm --filter api create-admin --email you@centre.example [--username U] [--first-name F] [--last-name L]\nThe password comes from ADMIN_PASSWORD, the prompt, or standard input; never from the command line.';

/** One line typed without echo (a terminal), or read from a pipe. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = readline.createInterface({ input });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput(text: string): void };
    let asking = true;
    output._writeToOutput = (text: string) => {
      if (asking) process.stdout.write(text.includes(prompt) ? prompt : '');
    };
    rl.question(prompt, (answer) => {
      asking = false;
      process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

async function passwordFromOutside(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const first = await readPassword('Password: ');
  if (process.stdin.isTTY) {
    const again = await readPassword('Password again: ');
    if (again !== first) throw new FirstAdminError('The two passwords differ.');
  }
  return first;
}

async function main() {
  const argv = process.argv.slice(2).filter((arg) => arg !== '--');
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
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const email = values.email;
  const password = await passwordFromOutside();
  const config = loadConfig();
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
    console.log(
      `Operations manager ${user.email} (username ${user.username}) created: sign in with that address.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
