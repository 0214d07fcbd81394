// The benchmark's load client: each answer read whole, however the server frames and splits it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpClient } from '../../bench/http';

let server: http.Server;
let port: number;
const seen: {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: number;
}[] = [];
/** What happened in order: the server's last writes and the client's answers. */
const events: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      seen.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body,
        socket: request.socket.remotePort!,
      });
      const url = request.url!;
      if (url === '/length') {
        // The body in three writes, each after a pause: the client waits for all of it.
        response.writeHead(200, { 'content-length': 10 });
        response.write('hel');
        setTimeout(() => {
          response.write('lo');
          setTimeout(() => {
            events.push('length: last part sent');
            response.end('world');
          }, 20);
        }, 20);
      } else if (url === '/chunked') {
        response.writeHead(200, { 'transfer-encoding': 'chunked' });
        response.write('a'.repeat(3000));
        setTimeout(() => {
          events.push('chunked: last chunk sent');
          response.end('b'.repeat(5));
        }, 20);
      } else if (url === '/not-modified') {
        response.writeHead(304, { etag: '"1"' });
        response.end();
      } else if (url === '/close') {
        request.socket.destroy();
      } else if (url === '/echo') {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(body);
      } else {
        response.writeHead(404, { 'content-length': 2 });
        response.end('no');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  events.length = 0;
});

it('reads a body of a given length that arrives in parts, then reuses the connection', async () => {
  const client = httpClient({ port, token: 'T0KEN' }, 1);
  await client.get('/length');
  events.push('length: answered');
  await client.get('/length', { headers: { 'if-none-match': '"x"' } });
  client.close();
  expect(events.slice(0, 2)).toEqual(['length: last part sent', 'length: answered']);
  expect(seen).toEqual([
    expect.objectContaining({ method: 'GET', url: '/length' }),
    expect.objectContaining({ method: 'GET', url: '/length' }),
  ]);
  expect(seen[0]!.headers).toMatchObject({ authorization: 'Bearer T0KEN' });
  expect(seen[1]!.headers).toMatchObject({ 'if-none-match': '"x"' });
  // Keep-alive: both on one socket.
  expect(seen[1]!.socket).toBe(seen[0]!.socket);
});

it('reads a chunked body to its last chunk, and an answer without a body', async () => {
  const client = httpClient({ port, token: 't' }, 2);
  await Promise.all([
    client.get('/chunked').then(() => events.push('chunked: answered')),
    client.get('/not-modified', { status: 304 }),
  ]);
  expect(events).toEqual(['chunked: last chunk sent', 'chunked: answered']);
  await client.get('/chunked');
  client.close();
  expect(seen.map((request) => request.url).sort()).toEqual([
    '/chunked',
    '/chunked',
    '/not-modified',
  ]);
});

it('sends a JSON body as UTF-8 and checks the status it expects', async () => {
  const client = httpClient({ port, token: 't' }, 1);
  await client.send('POST', '/echo', { name: 'نور', note: 'café' }, { status: 201 });
  expect(seen[0]).toMatchObject({
    method: 'POST',
    body: JSON.stringify({ name: 'نور', note: 'café' }),
    headers: { 'content-type': 'application/json' },
  });
  await expect(client.get('/missing')).rejects.toThrow('GET /missing: HTTP 404');
  // The connection still serves after an unexpected status.
  await client.get('/length');
  client.close();
});

it('fails a request whose connection the server drops, and connects again for the next', async () => {
  const client = httpClient({ port, token: 't' }, 1);
  await expect(client.get('/close')).rejects.toThrow();
  await client.get('/length');
  client.close();
  expect(seen.map((request) => request.url)).toEqual(['/close', '/length']);
});
