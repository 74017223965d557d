import { parseArgs } from 'node:util';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { loadLauncherConfig } from '../config/index.js';
import { DEVNET_TOKENS, type TokenListEntry } from '../shared/chain/token-list.js';

/**
 * Operator faucet for the local cluster: SOL through requestAirdrop, tokens through the
 * cluster's localnet_mintTo method (it creates the owner's associated token account).
 *
 *   tsx scripts/faucet.ts --url http://127.0.0.1:8899 --to <address> --sol 5
 *   tsx scripts/faucet.ts --to <address> --token USDC --amount 100
 *   tsx scripts/faucet.ts --to <address> --new-token MYTOK --name "My Token" --amount 1000 [--decimals 6]
 *     [--with freeze-authority,mint-authority,permanent-delegate,transfer-fee=<bps>,transfer-hook,default-frozen,non-transferable,mutable-metadata]
 *     [--list <usd>]
 *
 * --new-token creates a brand-new mint with on-chain Metaplex metadata (in no registry or
 * catalogue: only its metadata names it), funds the address with it and prints the mint.
 * --with gives it chosen dangers (any Token-2022 feature makes a Token-2022 mint; without
 * mint-authority the mint authority is revoked once funded), --list makes the local market
 * trade it at that USD price (docs/safety.md, "Tokens with dangers on the local cluster").
 * Token symbols resolve against the devnet registry (the local cluster's test network).
 */
const USAGE = `Usage: tsx scripts/faucet.ts [--url <rpc url>] --to <address> (--sol <amount> | --token <symbol|mint> --amount <amount> | --new-token <SYMBOL> --name <name> --amount <amount> [--decimals <0-9>] [--with <feature,...>] [--list <usd>])`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** A decimal amount in UI units to raw units, exactly (no floating point). */
function rawAmount(text: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) fail(`amount must be a positive decimal number, got ${JSON.stringify(text)}`);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) fail(`amount ${text} has more than ${decimals} decimals`);
  const raw = BigInt(match[1] + fraction.padEnd(decimals, '0'));
  if (raw === 0n) fail('amount must be greater than zero');
  return raw;
}

function resolveToken(symbolOrMint: string): TokenListEntry {
  const wanted = symbolOrMint.replace(/^\$/, '').toLowerCase();
  const entry = DEVNET_TOKENS.find((t) => t.mint === symbolOrMint || t.symbol.toLowerCase() === wanted || t.aliases?.some((a) => a.toLowerCase() === wanted));
  if (!entry) fail(`unknown token ${JSON.stringify(symbolOrMint)}; known: ${DEVNET_TOKENS.map((t) => t.symbol).join(', ')}`);
  return entry;
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' }, to: { type: 'string' }, sol: { type: 'string' }, token: { type: 'string' }, amount: { type: 'string' },
    'new-token': { type: 'string' }, name: { type: 'string' }, decimals: { type: 'string' }, with: { type: 'string' }, list: { type: 'string' },
  },
});
const url = values.url ?? `http://127.0.0.1:${loadLauncherConfig().solana.localnetPort}`;
if (!values.to) fail('--to is required');
let recipient: PublicKey;
try {
  recipient = new PublicKey(values.to);
} catch {
  fail(`--to is not a valid address: ${values.to}`);
}
if ([values.sol, values.token, values['new-token']].filter((v) => v !== undefined).length !== 1) fail('give exactly one of --sol, --token or --new-token');
const connection = new Connection(url, 'confirmed');

/** One of the local cluster's operator methods (localnet_*). */
async function operator<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { code: number; message: string } };
  if (body.result === undefined) throw new Error(`${method} failed: ${body.error?.message ?? `HTTP ${res.status}`} (is ${url} the local cluster?)`);
  return body.result;
}

try {
  if (values.sol !== undefined) {
    const lamports = rawAmount(values.sol, 9);
    if (lamports > BigInt(Number.MAX_SAFE_INTEGER)) fail('--sol is too large');
    const signature = await connection.requestAirdrop(recipient, Number(lamports));
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
    const balance = await connection.getBalance(recipient);
    process.stdout.write(`Sent ${values.sol} SOL to ${recipient.toBase58()} (balance ${balance / LAMPORTS_PER_SOL} SOL). Signature: ${signature}\n`);
  } else if (values['new-token'] !== undefined) {
    if (values.name === undefined) fail('--name is required with --new-token');
    if (values.amount === undefined) fail('--amount is required with --new-token');
    const decimals = values.decimals === undefined ? 6 : Number(values.decimals);
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 9) fail('--decimals must be an integer from 0 to 9');
    const raw = rawAmount(values.amount, decimals);
    const features = values.with === undefined ? [] : values.with.split(',').map((f) => f.trim()).filter(Boolean);
    const listUsd = values.list === undefined ? undefined : Number(values.list);
    if (listUsd !== undefined && !(Number.isFinite(listUsd) && listUsd > 0)) fail('--list must be a positive USD price');
    const created = await operator<{ mint: string; metadataAccount: string; tokenProgram: string; tokenAccount: string; signature: string; features: string[]; listedUsd?: number }>('localnet_createToken', [
      { symbol: values['new-token'], name: values.name, decimals, features, mintTo: { owner: recipient.toBase58(), amount: raw.toString() }, ...(listUsd === undefined ? {} : { listUsd }) },
    ]);
    process.stdout.write(
      `Created ${values['new-token']} ("${values.name}", ${decimals} decimals, ${created.tokenProgram}) with Metaplex metadata ${created.metadataAccount}; minted ${values.amount} to ${recipient.toBase58()} in ${created.tokenAccount}. Signature: ${created.signature}\n`
      + `Features: ${created.features.length ? created.features.join(', ') : 'none (mint authority revoked)'}${created.listedUsd === undefined ? '' : `; listed on the local market at $${created.listedUsd}`}\n`
      + `Mint: ${created.mint}\n`,
    );
  } else {
    const token = resolveToken(values.token!);
    if (values.amount === undefined) fail('--amount is required with --token');
    const raw = rawAmount(values.amount, token.decimals);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'localnet_mintTo', params: [recipient.toBase58(), token.mint, raw.toString()] }),
    });
    const body = (await res.json()) as { result?: { signature: string; tokenAccount: string }; error?: { code: number; message: string } };
    if (!body.result) throw new Error(`localnet_mintTo failed: ${body.error?.message ?? `HTTP ${res.status}`} (is ${url} the local cluster?)`);
    const balance = await connection.getTokenAccountBalance(new PublicKey(body.result.tokenAccount));
    process.stdout.write(
      `Minted ${values.amount} ${token.symbol} to ${recipient.toBase58()} in ${body.result.tokenAccount} (balance ${balance.value.uiAmountString}). Signature: ${body.result.signature}\n`,
    );
  }
} catch (err) {
  process.stderr.write(`faucet: ${(err as Error).message}\n`);
  process.exit(1);
}
