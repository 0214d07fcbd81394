// An export is written as the client takes it: a client that reads the first bytes and leaves
// stops the export, which has read only part of the list, and the server goes on serving.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sendExport, type ExportFormat } from '../../src/lib/exports';
import language from '../../src/plugins/language';

const BATCHES = 200;
const ROWS = 500;
/** Each row's text: 32 random bytes as hex. */
const TEXT_LENGTH = 64;

it.each<ExportFormat>(['csv', 'xlsx'])(
  'a %s export stops reading the list when the client goes',
  async (format) => {
    const app = Fastify();
    await app.register(language);
    let read = 0;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    async function* batches() {
      try {
        for (let batch = 0; batch < BATCHES; batch += 1) {
          read += 1;
          // Random text, so compression cannot make the file small: one draw for the batch.
          const text = randomBytes((ROWS * TEXT_LENGTH) / 2).toString('hex');
          yield Array.from({ length: ROWS }, (_, row) => ({
            id: batch * ROWS + row,
            text: text.slice(row * TEXT_LENGTH, (row + 1) * TEXT_LENGTH),
          }));
        }
      } finally {
        finish();
      }
    }
    app.get('/export/', (request, reply) =>
      sendExport(request, reply, {
        name: 'rows',
        format,
        columns: [{ header: () => 'Text', value: (row) => row.text }],
        batches: batches(),
      }),
    );
    app.get('/healthz', () => ({ status: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const request = http.get(`http://127.0.0.1:${port}/export/`);
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      expect(response.statusCode).toBe(200);
      await once(response, 'data');
      request.destroy();

      await finished;
      expect(read).toBeLessThan(BATCHES);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  },
);
