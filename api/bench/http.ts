// A keep-alive HTTP client for the load: one socket per concurrent caller, loopback only.
import http from 'node:http';

export interface HttpTarget {
  port: number;
  token: string;
}

export function httpClient({ port, token }: HttpTarget, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (
    method: string,
    path: string,
    body?: unknown,
    { headers = {}, status = 200 }: { headers?: Record<string, string>; status?: number } = {},
  ) =>
    new Promise<void>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...headers,
            ...(payload !== undefined && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }),
          },
        },
        (response) => {
          // The body is read whole, as a browser would, before the request counts as done.
          response.on('data', () => undefined);
          response.on('end', () =>
            response.statusCode === status
              ? resolve()
              : reject(new Error(`${method} ${path}: HTTP ${response.statusCode}`)),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    get: (path: string, expect?: { headers?: Record<string, string>; status?: number }) =>
      send('GET', path, undefined, expect),
    send,
    close: () => agent.destroy(),
  };
}
