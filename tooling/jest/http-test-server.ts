// The plumbing of the packages' fake API servers (host, remote-student, shared-auth tests): each
// keeps its own routing, these are the parts they share. Node only, no dependencies; a test
// imports it by a relative path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request's body: parsed JSON, the raw text when it is not JSON, undefined when empty. */
export function readBody(request: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/** Listens on a free port of 127.0.0.1 and resolves with the server's origin. */
export async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The URL of a port nothing listens on (it was free a moment ago): a call there gets no answer. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  const url = await listenLocally(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}
