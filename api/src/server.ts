// Starts the API: prepares the configured database (migrations, seed), builds the app, listens,
// and closes gracefully. With API_WORKERS=N (N > 1, PostgreSQL only) this process is the cluster's
// primary: it prepares the database once, then forks N workers that serve the same port (Node's
// cluster hands them the connections in turn) and share nothing but PostgreSQL (and Redis when
// REDIS_URL is set).
import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare';

/** What a worker tells the primary once it listens. */
const READY = 'linguadesk:ready';

function describeDatabase(config: Config, driver: 'pg' | 'pglite'): string {
  return driver === 'pg' ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
}

/** The start-up line; it points at /docs only when /docs is served (DOCS). */
function readyMessage(config: Config, driver: 'pg' | 'pglite', workers = 1): string {
  const processes = workers > 1 ? ` with ${workers} workers` : '';
  const docs = config.docs ? '; docs at /docs' : '';
  return `LinguaDesk API ready on port ${config.port}${processes} (${describeDatabase(config, driver)})${docs}`;
}

/** One API process: the only one (API_WORKERS=1) or a cluster's worker. */
async function serve(config: Config, logger: Logger) {
  // Migrating and seeding happen before the app is built: they may take longer than a plugin may.
  // A cluster's primary has done both; its workers only open the database.
  const database = cluster.isWorker
    ? await openConfiguredDatabase(config)
    : await prepareDatabase(config, logger);
  const app = await buildApp({ config, database, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // A worker may get a signal twice (the terminal's process group, then the primary passing it on):
  // it keeps closing gracefully. A single process quits at a second signal as usual.
  const listen = cluster.isWorker ? process.on.bind(process) : process.once.bind(process);
  listen('SIGINT', () => void shutdown('SIGINT'));
  listen('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (cluster.isWorker) {
    process.send?.(READY);
    return;
  }
  app.log.info(readyMessage(config, app.database.driver));
}

/**
 * The cluster's primary: prepares the database once, forks the workers and says when all of them
 * listen. A worker that dies after it was ready is replaced; one that dies while starting stops
 * the whole server (the same fault would kill every replacement). SIGINT and SIGTERM are passed to
 * the workers, which finish their requests and close; the primary exits once they have.
 */
async function runPrimary(config: Config, logger: Logger) {
  const database = await prepareDatabase(config, logger);
  await database.close();

  const ready = new Set<number>();
  let shuttingDown = false;
  let announced = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message) => {
      if (message !== READY) return;
      ready.add(worker.id);
      if (!announced && ready.size === config.apiWorkers) {
        announced = true;
        logger.info(readyMessage(config, 'pg', config.apiWorkers));
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!wasReady) {
      logger.error({ pid: worker.process.pid, code, signal }, 'an API worker failed to start');
      shuttingDown = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API worker died; starting another');
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down the workers');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.apiWorkers; i++) fork();
}

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  if (config.apiWorkers > 1 && cluster.isPrimary) await runPrimary(config, logger);
  else await serve(config, logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
