// `pnpm --filter api build`: the API as plain JavaScript in dist/, which a deployment runs with
// `node dist/server.cjs`, so no process compiles TypeScript as it starts. Our code and the
// workspace packages are bundled; every other dependency is required from node_modules as it is
// (PGlite, pdfkit and the fonts read files beside their own code). The migrations are copied
// beside the bundle, where migrate.ts looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import manifest from '../package.json';

const API_DIR = path.join(__dirname, '..');

/** The commands a deployment runs: the server and the operators' commands. */
const ENTRY_POINTS = ['server', 'create-admin', 'audit-archive'];

/** Builds dist/ from src/, writing over what was there. */
export async function buildApi(): Promise<void> {
  const outdir = path.join(API_DIR, 'dist');
  const dependencies: Record<string, string> = manifest.dependencies;
  const external = Object.keys(dependencies).filter(
    (name) => !dependencies[name]!.startsWith('workspace:'),
  );
  await build({
    absWorkingDir: API_DIR,
    entryPoints: Object.fromEntries(ENTRY_POINTS.map((name) => [name, `src/${name}.ts`])),
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(API_DIR, 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}

if (require.main === module) {
  buildApi().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
