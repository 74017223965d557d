import type { Logger } from '../logging/logger.js';

/**
 * Run `stop` once on SIGTERM or SIGINT, then exit; exit anyway after `graceMs` so a stuck
 * dependency cannot keep a terminating process alive. Only entry points call this.
 */
export function onShutdown(logger: Logger, graceMs: number, stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown deadline passed; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    stop(signal).then(
      () => { logger.info('stopped'); process.exit(0); },
      (err) => { logger.error({ err }, 'shutdown failed'); process.exit(1); },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
