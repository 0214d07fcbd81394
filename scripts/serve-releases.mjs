// `pnpm serve:releases`: the local CDN alone, every release side by side
// (http://localhost:3100/<app>/<version>/mf-manifest.json; CDN_PORT moves it). `pnpm start` serves
// the same folder on the same port, so run this one only without `pnpm start`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { serveStatic } from './static-server.mjs';

const releases = createRequire(import.meta.url)('../tooling/releases.cjs');
const { portOf } = createRequire(import.meta.url)('../tooling/apps.cjs');

const dir = releases.releasesDir();
fs.mkdirSync(dir, { recursive: true });
const server = await serveStatic({ dir, port: portOf(releases.CDN) });
console.log(`Serving ${dir} on ${releases.cdnOrigin()}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
