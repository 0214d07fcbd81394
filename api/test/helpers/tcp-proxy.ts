// A TCP relay in front of a real server, to take that server away from the app and bring it back
// on the same address without touching the server itself (other users share it).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  const listen = (port: number) =>
    new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });

  let server: net.Server | undefined = await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  return {
    port,
    cut,
    restore: async () => {
      server ??= await listen(port);
    },
    close: cut,
  };
}
