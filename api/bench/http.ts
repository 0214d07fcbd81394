// A keep-alive HTTP/1.1 client for the load, loopback only: one socket per concurrent caller, each
// request written as prepared text and its answer read whole (Content-Length or chunked). It does
// a fraction of node:http's client work per request, which would otherwise take CPU from the
// server it measures on the same cores.
import net from 'node:net';

export interface HttpTarget {
  port: number;
  token: string;
}

interface Expect {
  headers?: Record<string, string>;
  status?: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** One socket: one request at a time, answered before the next is written. */
class Connection {
  private socket: net.Socket | undefined;
  private chunks: Buffer[] = [];
  private received = 0;
  /** Where the awaited answer ends in the received bytes, once its head says so by a length. */
  private end: number | undefined;
  /** The awaited answer's status, once its head is in. */
  private status = 0;
  private waiting:
    { head: boolean; resolve(status: number): void; reject(error: Error): void } | undefined;

  constructor(private readonly port: number) {}

  request(text: string, head: boolean): Promise<number> {
    const socket = (this.socket ??= this.open());
    return new Promise((resolve, reject) => {
      this.waiting = { head, resolve, reject };
      socket.write(text, 'latin1');
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private open(): net.Socket {
    const socket = net.connect({ host: '127.0.0.1', port: this.port, noDelay: true });
    socket.on('data', (chunk) => {
      this.chunks.push(chunk);
      this.received += chunk.length;
      this.parse();
    });
    const fail = (error: Error) => {
      if (this.socket === socket) this.socket = undefined;
      this.chunks = [];
      this.received = 0;
      this.end = undefined;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
    return socket;
  }

  /**
   * Resolves the request once its whole answer is in. A body of known length is only counted as
   * it arrives, its parts joined once at the end.
   */
  private parse() {
    const waiting = this.waiting;
    if (!waiting) return;
    if (this.end !== undefined) {
      if (this.received >= this.end) this.finish(waiting, this.end);
      return;
    }
    const data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [data];
    const headEnd = data.indexOf(HEADER_END);
    if (headEnd < 0) return;
    const head = data.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const bodyStart = headEnd + 4;
    let end: number;
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (waiting.head || status === 204 || status === 304 || (status >= 100 && status < 200)) {
      end = bodyStart;
    } else if (length) {
      end = bodyStart + Number(length[1]);
      this.end = end;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const chunkedEnd = endOfChunks(data, bodyStart);
      if (chunkedEnd < 0) return;
      end = chunkedEnd;
    } else {
      waiting.reject(new Error(`HTTP ${status} without a length the client can read`));
      this.close();
      return;
    }
    this.status = status;
    if (this.received >= end) this.finish(waiting, end);
  }

  /** Keeps what came after the answer (nothing, one request at a time) and resolves it. */
  private finish(waiting: NonNullable<Connection['waiting']>, end: number) {
    if (this.received === end) {
      this.chunks = [];
      this.received = 0;
    } else {
      const rest = Buffer.concat(this.chunks).subarray(end);
      this.chunks = [rest];
      this.received = rest.length;
    }
    this.end = undefined;
    this.waiting = undefined;
    waiting.resolve(this.status);
  }
}

/** Where a chunked body that starts at `from` ends, or -1 while it is still arriving. */
function endOfChunks(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return -1;
    const size = parseInt(data.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      // The last chunk, then optional trailers, then an empty line.
      const trailerEnd = data.indexOf(HEADER_END, lineEnd);
      return trailerEnd < 0 ? -1 : trailerEnd + 4;
    }
    at = lineEnd + 2 + size + 2;
    if (at > data.length) return -1;
  }
}

export function httpClient({ port, token }: HttpTarget, concurrency: number) {
  const idle: Connection[] = Array.from({ length: concurrency }, () => new Connection(port));
  const all = [...idle];
  const prepared = new Map<string, string>();

  const send = async (
    method: string,
    path: string,
    body?: unknown,
    { headers = {}, status = 200 }: Expect = {},
  ) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const key = payload === undefined ? `${method} ${path} ${JSON.stringify(headers)}` : undefined;
    let text = key === undefined ? undefined : prepared.get(key);
    if (text === undefined) {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        `authorization: Bearer ${token}`,
        'accept: application/json',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      if (payload !== undefined)
        lines.push(
          'content-type: application/json',
          `content-length: ${Buffer.byteLength(payload)}`,
        );
      text = `${lines.join('\r\n')}\r\n\r\n`;
      if (key !== undefined) prepared.set(key, text);
    }
    let connection = idle.pop();
    if (!connection) all.push((connection = new Connection(port)));
    try {
      // The body travels as UTF-8 after the head, which is ASCII.
      const answered = connection.request(
        payload === undefined ? text : text + Buffer.from(payload, 'utf8').toString('latin1'),
        method === 'HEAD',
      );
      const code = await answered;
      if (code !== status) throw new Error(`${method} ${path}: HTTP ${code}`);
    } finally {
      idle.push(connection);
    }
  };
  return {
    get: (path: string, expect?: Expect) => send('GET', path, undefined, expect),
    send,
    close: () => {
      for (const connection of all) connection.close();
    },
  };
}
