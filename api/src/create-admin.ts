// `pnpm --filter api create-admin --email you@centre.example [--username U] [--first-name F]
// [--last-name L]`: makes an active operations manager on the configured database (the first
// administrator of a production deployment, where nothing is seeded). The password is never an
// argument (argv shows in `ps` and shell history): ADMIN_PASSWORD, or typed twice at the prompt,
// or one line on standard input when it is not a terminal.
import { runCreateAdmin } from './cli/create-admin';

void runCreateAdmin(process.argv.slice(2), {
  env: process.env,
  input: process.stdin,
  output: process.stdout,
  errors: process.stderr,
}).then((code) => process.exit(code));
