/**
 * Issue 40, point 12: a restart of the local cluster keeps the chain. Fund a wallet (SOL and a
 * token), move some of it, stop the cluster, start it again on the same data folder: the
 * balances, the token account and the slot are as they were, and the wallet can send again.
 * `reset` starts afresh; a damaged saved state is one clear error; a port in use is one line
 * naming its setting (LOCALNET_PORT, LOCALNET_WS_PORT), also from `npm run localnet`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';
import { fundedKeypair, sendConfirmed } from './cluster-helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
const clusters: LocalCluster[] = [];
afterAll(async () => {
  for (const c of clusters) await c.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'localnet-restart-'));
  dirs.push(dir);
  return dir;
}

async function start(options: Parameters<typeof startLocalCluster>[0]): Promise<LocalCluster> {
  const cluster = await startLocalCluster({ port: 0, slotMs: 50, ...options });
  clusters.push(cluster);
  return cluster;
}

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;

async function tokenBalance(connection: Connection, owner: PublicKey): Promise<string> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(USDC.mint) });
  return value.map((a) => a.account.data.parsed.info.tokenAmount.amount as string).join(',');
}

describe('a restart keeps the chain', () => {
  it('fund, stop, start: SOL and token balances, the slot, and the wallet can send again', async () => {
    const dir = dataDir();
    const first = await start({ dataDir: dir });
    const c1 = new Connection(first.url, 'confirmed');
    const wallet = await fundedKeypair(c1, 3);
    const friend = Keypair.generate().publicKey;
    await sendConfirmed(c1, [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: friend, lamports: LAMPORTS_PER_SOL / 2 })], [wallet]);
    first.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 125_000_000n);
    const before = { sol: await c1.getBalance(wallet.publicKey), friend: await c1.getBalance(friend), usdc: await tokenBalance(c1, wallet.publicKey), slot: await c1.getSlot() };
    expect(before.sol).toBeGreaterThan(2 * LAMPORTS_PER_SOL);
    expect(before.usdc).toBe('125000000');
    await first.close();

    const second = await start({ dataDir: dir });
    const c2 = new Connection(second.url, 'confirmed');
    expect(await c2.getBalance(wallet.publicKey)).toBe(before.sol);
    expect(await c2.getBalance(friend)).toBe(before.friend);
    expect(await tokenBalance(c2, wallet.publicKey)).toBe('125000000');
    expect(await c2.getSlot()).toBeGreaterThanOrEqual(before.slot);
    // The restored wallet signs and lands a new transaction on the restored chain.
    await sendConfirmed(c2, [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: friend, lamports: 1000 })], [wallet]);
    expect(await c2.getBalance(friend)).toBe(before.friend + 1000);
    await second.close();

    // reset: a fresh chain, the wallet is empty.
    const third = await start({ dataDir: dir, reset: true });
    expect(await new Connection(third.url, 'confirmed').getBalance(wallet.publicKey)).toBe(0);
    await third.close();
  }, 60_000);

  it('without a data folder every start is fresh; a damaged saved state is one clear error', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'ledger.json'), '{"version":1,"accounts":');
    await expect(startLocalCluster({ port: 0, dataDir: dir })).rejects.toThrow(/cannot read its saved state .*ledger\.json.*npm run localnet -- --reset/);
  });
});

describe('ports', () => {
  const hold = (port = 0) => new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
  const portOf = (s: Server) => (s.address() as { port: number }).port;

  it('a JSON-RPC port in use names LOCALNET_PORT; a WebSocket port in use names LOCALNET_WS_PORT; the WebSocket port is its own setting', async () => {
    const busy = await hold();
    try {
      await expect(startLocalCluster({ port: portOf(busy) })).rejects.toThrow(`local cluster: 127.0.0.1:${portOf(busy)} is in use; choose another JSON-RPC port with LOCALNET_PORT`);
      await expect(startLocalCluster({ port: 0, wsPort: portOf(busy) })).rejects.toThrow(`local cluster: 127.0.0.1:${portOf(busy)} is in use; choose another WebSocket port with LOCALNET_WS_PORT`);
    } finally {
      busy.close();
    }
    const free = await hold();
    const wsPort = portOf(free);
    await new Promise((r) => free.close(r));
    const cluster = await start({ wsPort });
    expect(cluster.wsUrl).toBe(`ws://127.0.0.1:${wsPort}`);
    await cluster.close();
  });

  it('npm run localnet on a port in use: exit 1 and one line naming LOCALNET_PORT, no stack trace', async () => {
    const busy = await hold();
    try {
      const run = await new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile('npx', ['tsx', 'scripts/localnet.ts', '--port', String(portOf(busy))], { cwd: ROOT, env: { ...process.env, LOCALNET_DATA_DIR: '' }, timeout: 60_000 },
          (err, _stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stderr }));
      });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n').filter((l) => !l.startsWith('{'));
      expect(lines).toEqual([expect.stringContaining('LOCALNET_PORT')]);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      busy.close();
    }
  }, 90_000);
});
