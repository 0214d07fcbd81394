// How `pnpm start` serves a built app: text files gzipped for a browser that accepts it, the same
// bytes as on disk once unzipped, and as they are for one that does not.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runInfo } from '../harness/run-info';
import { ROOT } from '../harness/suite';

const run = runInfo();

function get(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const onDisk = fs.readFileSync(path.join(ROOT, 'packages', 'host', 'dist', 'main.js'));

it('gzips the host entry for a browser that accepts gzip', async () => {
  const { headers, body } = await get(`${run.urls.host}/main.js`, 'gzip, deflate, br');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(Number(headers['content-length'])).toBe(body.length);
  expect(body.length).toBeLessThan(onDisk.length / 2);
  expect(gunzipSync(body).equals(onDisk)).toBe(true);
});

it('sends the file as it is to a client that does not accept gzip', async () => {
  const { headers, body } = await get(`${run.urls.host}/main.js`, 'identity');
  expect(headers['content-encoding']).toBeUndefined();
  expect(body.equals(onDisk)).toBe(true);
});
