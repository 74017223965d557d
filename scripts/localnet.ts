import { parseArgs } from 'node:util';
import { loadLauncherConfig } from '../config/index.js';
import { startLocalCluster } from '../localnet/index.js';
import { createLogger } from '../shared/logging/logger.js';

/**
 * `npm run localnet [-- --port 8899] [--host 127.0.0.1] [--slot-ms 400]`: the embedded local
 * Solana cluster on its own, for tools and other processes. Flags override LOCALNET_HOST,
 * LOCALNET_PORT and LOCALNET_SLOT_MS; a bare number is taken as the port. Prints the RPC URL
 * and stops on Ctrl-C (SIGINT) or SIGTERM.
 */
const USAGE = 'Usage: npm run localnet -- [--port <port>] [--host <host>] [--slot-ms <ms>]';

function integerFlag(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}\n${USAGE}\n`);
    process.exit(2);
  }
  return n;
}

const { values, positionals } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, 'slot-ms': { type: 'string' }, help: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const config = loadLauncherConfig();
const logger = createLogger({ level: config.logLevel, name: 'localnet' });
const cluster = await startLocalCluster({
  host: values.host ?? config.solana.localnetHost,
  port: integerFlag(values.port ?? positionals[0], '--port', 0, 65534) ?? config.solana.localnetPort,
  slotMs: integerFlag(values['slot-ms'], '--slot-ms', 1, 3_600_000) ?? config.solana.localnetSlotMs,
  logger,
});
process.stdout.write(`Local Solana cluster: ${cluster.url} (WebSocket ${cluster.wsUrl})\n`);
process.stdout.write(`Faucet and mint authority: ${cluster.faucetAuthority}; validator vote account: ${cluster.validatorVoteAccount}\n`);

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  logger.info({ signal }, 'stopping the local cluster');
  await cluster.close();
  process.exit(0);
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));
