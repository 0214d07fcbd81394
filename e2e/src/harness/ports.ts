// Free TCP ports, found by letting the system pick them (tests never assume a default is free).
import net from 'node:net';

function onePort(): Promise<{ port: number; server: net.Server }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => resolve({ port: (server.address() as net.AddressInfo).port, server }));
  });
}

/** `count` distinct free ports; all are held until every one is found, then released. */
export async function freePorts(count: number): Promise<number[]> {
  const held = [];
  for (let i = 0; i < count; i += 1) held.push(await onePort());
  await Promise.all(
    held.map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return held.map(({ port }) => port);
}
