import { parseArgs } from 'node:util';
import { Connection } from '@solana/web3.js';
import { loadLauncherConfig } from '../config/index.js';

/**
 * Operator control of the local cluster's market (test network only):
 *
 *   npm run market -- --url http://127.0.0.1:8899 --set-price SOL=118
 *
 * Sets the venue's price of a token (its pool against USDC is re-balanced to that mid price),
 * so an order can be made to fire from a terminal. Refuses any RPC whose genesis hash is
 * mainnet-beta's, and any cluster that is not the local one (it has no market to move).
 */
const USAGE = 'Usage: npm run market -- [--url <rpc url>] --set-price <SYMBOL|mint>=<usd>';
const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuqCjDsRFYx';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const { values } = parseArgs({ options: { url: { type: 'string' }, 'set-price': { type: 'string' } } });
const url = (values.url ?? `http://127.0.0.1:${loadLauncherConfig().solana.localnetPort}`).replace(/\/+$/, '');
const setting = values['set-price'];
if (!setting) fail('--set-price is required');
const match = /^([^=\s]+)=(\d+(?:\.\d+)?)$/.exec(setting);
if (!match) fail(`--set-price must read SYMBOL=USD, e.g. SOL=118; got ${JSON.stringify(setting)}`);
const priceUsd = Number(match[2]);
if (!(priceUsd > 0)) fail('the price must be greater than zero');

const genesis = await new Connection(url, 'confirmed').getGenesisHash().catch((err: Error) => fail(`cannot read the genesis hash of ${url}: ${err.message}`));
if (genesis === MAINNET_GENESIS) fail(`${url} is mainnet-beta (genesis ${genesis}): prices are moved on the local test network only.`);
const res = await fetch(`${url}/market/v1/price`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: match[1], priceUsd }) }).catch((err: Error) => fail(`cannot reach ${url}: ${err.message}`));
const body = (await res.json().catch(() => null)) as { error?: string; symbol?: string; mint?: string; priceUsd?: number } | null;
if (res.status === 404) fail(`${url} has no local market (not the local cluster); prices are moved on the local test network only.`);
if (!res.ok || !body) fail(`the market refused: ${body?.error ?? res.status}`);
process.stdout.write(`${body.symbol} (${body.mint}) is now $${Number(body.priceUsd!.toPrecision(6))} on the local market of ${url}\n`);
