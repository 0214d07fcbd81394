// One app's static server, run by the harness in place of start.mjs's (LINGUADESK_UNSERVED), so a
// journey can take it down and bring it back while the rest of the suite keeps running:
// SIGUSR1 closes it (its port then refuses connections, as when the server is down), SIGUSR2
// listens on the same port again, SIGTERM ends the process.
// Usage: node app-server.mjs '{"dir": "...", "port": 3005, "files": {"config.json": {...}}}'
import { serveStatic } from '../../../scripts/static-server.mjs';

const { dir, port, files } = JSON.parse(process.argv[2] ?? '{}');
if (typeof dir !== 'string' || !Number.isInteger(port)) {
  throw new Error('app-server.mjs needs {"dir", "port"} as its argument');
}

let server = null;
// Signals are handled one after the other, so a quick stop-start never overlaps.
let queue = Promise.resolve();

function start() {
  if (server) return Promise.resolve();
  return serveStatic({ dir, port, files }).then((listening) => {
    server = listening;
    console.log(`app-server: serving ${dir} on port ${port}`);
  });
}

function stop() {
  if (!server) return;
  server.close();
  // Open keep-alive connections would still answer; a stopped server has none.
  server.closeAllConnections();
  server = null;
  console.log(`app-server: port ${port} closed`);
}

function enqueue(task) {
  queue = queue.then(task).catch((error) => {
    console.error(`app-server: ${error.message}`);
    process.exit(1);
  });
}

// Nothing else keeps the process alive while the server is closed, waiting for SIGUSR2.
setInterval(() => {}, 2 ** 31 - 1);

process.on('SIGUSR1', () => enqueue(stop));
process.on('SIGUSR2', () => enqueue(start));
process.on('SIGTERM', () => enqueue(() => process.exit(0)));
enqueue(start);
