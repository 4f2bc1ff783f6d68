import { ConfigError, loadConfig } from '../api/config.ts';
import { DataDirInUseError } from '../api/platform/data-dir-lock.ts';
import { takeOverShutdownSignals } from '../api/platform/embedded-postgres.ts';
import { createLogger } from '../api/platform/logger.ts';
import { startPlatform } from '../api/platform/start-platform.ts';
import { buildClientIfStale } from './client-build.ts';
import { seedDemo } from './seed/seed-demo.ts';

// `npm start`: the whole product in one process, on embedded PostgreSQL unless DATABASE_URL is set.
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  await buildClientIfStale((message) => logger.info(message));
  const platform = await startPlatform(config, logger, {
    async beforeReady(services) {
      if (!config.SEED_DEMO) return;
      const report = await seedDemo(services);
      if (report.seeded) console.log(`\n  Demo data:\n${report.lines.map((line) => `    ${line}`).join('\n')}`);
    },
  });
  logger.info(
    { url: platform.url, readyInMs: Date.now() - startedAt, mail: platform.services.mailer.transport },
    'contest platform ready',
  );
  console.log(`\n  Concurso listo en ${platform.url}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await platform.close();
    process.exit(0);
  };
  // Until now the embedded-postgres package stopped the database on Ctrl-C; from here the app does,
  // last, so nothing still running loses it first.
  takeOverShutdownSignals();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError || error instanceof ConfigError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
