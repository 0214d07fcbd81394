// A real SMTP server in the test process (smtp-server, nodemailer's own), on a free port, that
// keeps what it receives; and a TCP server that accepts connections and never answers, as a hung
// mail server does.
import net from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope, as the SMTP client announced it. */
  mailFrom: string;
  rcptTo: string[];
  /** Header names in lower case, folded lines unfolded. */
  headers: Record<string, string>;
  /** The text body, transfer encoding undone. */
  text: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4).replace(/\r\n$/, '');
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(text);
  else if (encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/**
 * `refuse(address)` returns a reason to reject that recipient with 550, as a mail server does for
 * an address that does not exist.
 */
export async function startSmtpServer(
  options: { refuse?: (address: string) => string | undefined } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain text on a loopback port, no log-in: what a local relay or mail catcher offers.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const reason = options.refuse?.(address.address);
      if (!reason) return callback();
      const error: SMTPServerError = new Error(reason);
      error.responseCode = 550;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SilentServer {
  port: number;
  /** Connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

/** Accepts TCP connections and never says a word: a mail server that hangs. */
export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<net.Socket>();
  const state = { connections: 0 };
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get connections() {
      return state.connections;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
