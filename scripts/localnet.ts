import { parseArgs } from 'node:util';
import { loadLauncherConfig } from '../config/index.js';
import { resolve } from 'node:path';
import { LocalClusterPortError, startLocalCluster } from '../localnet/index.js';
import { createLogger } from '../shared/logging/logger.js';

/**
 * `npm run localnet [-- --port 8899] [--ws-port 8900] [--host 127.0.0.1] [--slot-ms 400] [--reset]`:
 * the embedded local Solana cluster on its own, for tools and other processes. Flags override
 * LOCALNET_HOST, LOCALNET_PORT, LOCALNET_WS_PORT and LOCALNET_SLOT_MS; a bare number is taken as
 * the port. Its accounts are kept in LOCALNET_DATA_DIR (.localnet) across restarts, as under
 * `npm start`; `--reset` forgets them and starts a fresh chain. Prints the RPC URL and stops
 * (saving its state) on Ctrl-C (SIGINT) or SIGTERM.
 */
const USAGE = 'Usage: npm run localnet -- [--port <port>] [--ws-port <port>] [--host <host>] [--slot-ms <ms>] [--reset]';

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
  options: { port: { type: 'string' }, 'ws-port': { type: 'string' }, host: { type: 'string' }, 'slot-ms': { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const config = loadLauncherConfig();
const logger = createLogger({ level: config.logLevel, name: 'localnet' });
const dataDir = config.solana.localnetDataDir ? resolve(config.solana.localnetDataDir) : undefined;
const cluster = await startLocalCluster({
  host: values.host ?? config.solana.localnetHost,
  port: integerFlag(values.port ?? positionals[0], '--port', 0, 65534) ?? config.solana.localnetPort,
  wsPort: integerFlag(values['ws-port'], '--ws-port', 1, 65535) ?? (config.solana.localnetWsPort || undefined),
  slotMs: integerFlag(values['slot-ms'], '--slot-ms', 1, 3_600_000) ?? config.solana.localnetSlotMs,
  dataDir,
  reset: values.reset === true,
  logger,
}).catch((err: unknown) => {
  // A port in use or an unreadable saved state: one line, no stack trace.
  if (err instanceof LocalClusterPortError || (err instanceof Error && err.message.startsWith('local cluster:'))) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
});
process.stdout.write(`Local Solana cluster: ${cluster.url} (WebSocket ${cluster.wsUrl})\n`);
process.stdout.write(dataDir ? `State kept in ${dataDir} across restarts (start afresh: npm run localnet -- --reset)\n` : 'State: none kept (LOCALNET_DATA_DIR is empty)\n');
process.stdout.write(`Faucet and mint authority: ${cluster.faucetAuthority}; validator vote account: ${cluster.validatorVoteAccount}\n`);

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  logger.info({ signal }, 'stopping the local cluster');
  await cluster.close();
  process.exit(0);
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));
