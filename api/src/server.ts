// Starts the API: builds the app on the configured database, listens, and closes gracefully.
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  // Migrating and seeding happen before the app is built: they may take longer than a plugin may.
  const database = await prepareDatabase(config, logger);
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
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `LinguaDesk API ready on port ${config.port} (${app.database.driver === 'pg' ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`}); docs at /docs`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
