// How `pnpm start` serves a built app: text files compressed for a client that accepts it (brotli
// when it takes br, as browsers do, else gzip; a script as the .br or .gz its build wrote), the
// same bytes as on disk once unpacked, and as they are for one that accepts neither; the host's
// entry, named by its build, cached for good.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../src/fixtures';
import { rawGet as get } from '../src/raw-get';
import { ROOT, urls } from '../src/suite';

const HOST_DIST = path.join(ROOT, 'host', 'dist');
const VARIES_ON_ENCODING = /(^|,)\s*accept-encoding\s*(,|$)/i;

/** The host's entry script as its index.html names it (named by its build: main.<hash>.js). */
function entryName(): string {
  const html = fs.readFileSync(path.join(HOST_DIST, 'index.html'), 'utf8');
  const name = /<script[^>]*\ssrc="\/(main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  if (!name) throw new Error(`host/dist/index.html names no main.<hash>.js: ${html}`);
  return name;
}

/** The host's entry as the build wrote it (read in the test: start.mjs builds it first). */
const onDisk = () => fs.readFileSync(path.join(HOST_DIST, entryName()));
const entryUrl = () => `${urls.host}/${entryName()}`;

test('gzips the host entry for a client that accepts gzip but not brotli', async () => {
  const { headers, body } = await get(entryUrl(), 'gzip, deflate');
  const file = onDisk();
  expect(headers['content-encoding']).toBe('gzip');
  // Header names are case-insensitive, in Vary as anywhere (Origin is named there too).
  expect(headers.vary).toMatch(VARIES_ON_ENCODING);
  expect(Number(headers['content-length'])).toBe(body.length);
  expect(body.length).toBeLessThan(file.length / 2);
  expect(gunzipSync(body).equals(file)).toBe(true);
  // Compressed once by the build, at gzip's best, not by the server as it sends.
  expect(body.equals(fs.readFileSync(path.join(HOST_DIST, `${entryName()}.gz`)))).toBe(true);
});

test('sends the host entry in brotli to a browser that accepts it', async () => {
  // What Chromium sends.
  const { headers, body } = await get(entryUrl(), 'gzip, deflate, br, zstd');
  const file = onDisk();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toMatch(VARIES_ON_ENCODING);
  // Named by its build, so kept for good: a revisit asks nothing for it.
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(headers['content-length'])).toBe(body.length);
  expect(body.length).toBeLessThan(file.length / 2);
  expect(brotliDecompressSync(body).equals(file)).toBe(true);
  expect(body.equals(fs.readFileSync(path.join(HOST_DIST, `${entryName()}.br`)))).toBe(true);
});

test('sends the file as it is to a client that does not accept gzip', async () => {
  const { headers, body } = await get(entryUrl(), 'identity');
  expect(headers['content-encoding']).toBeUndefined();
  expect(body.equals(onDisk())).toBe(true);
});
