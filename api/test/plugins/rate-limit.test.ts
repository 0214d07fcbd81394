// Choosing the counters: REDIS_URL must name a reachable Redis, or the app does not start (as with
// an unreachable database), rather than answering 500 to every log-in later. Needs no Redis.
import net from 'node:net';
import { buildTestApp } from '../helpers/app';

/** A port nothing listens on: one the system just handed out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rate-limit counters', () => {
  it('refuse to start when REDIS_URL names no reachable Redis', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}/0`;
    await expect(buildTestApp({ REDIS_URL: url })).rejects.toThrow(
      /^REDIS_URL: cannot connect to Redis/,
    );
  });
});
