// A keep-alive HTTP client for the load: one socket per concurrent caller, loopback only.
import http from 'node:http';

export interface HttpTarget {
  port: number;
  token: string;
}

export function httpGetter({ port, token }: HttpTarget, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        },
        (response) => {
          // The body is read whole, as a browser would, before the request counts as done.
          response.on('data', () => undefined);
          response.on('end', () =>
            response.statusCode === 200
              ? resolve()
              : reject(new Error(`GET ${path}: HTTP ${response.statusCode}`)),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}
