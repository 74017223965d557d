/**
 * Issue 22, item 1: a bounded fuzz of amounts through POST /v1/intents and
 * POST /v1/transactions/build on the embedded local cluster (test keys, the local market as
 * swap venue). Amounts are random decimals, huge ones around 2^64 raw units, tiny ones, ones
 * with many decimals, exponents, separators, suffixes, dollars and percentages. Every answer is
 * either a build whose instructions carry exactly the amount it reports (the returned
 * transaction is decoded here, independently of the service's own check) or a 4xx; never a
 * 5xx. Half the builds start from an intent written straight into the database with a random
 * amount the parser would not produce (as an older or model-made intent could hold).
 *
 * Bounded: MIN_CASES always, then more for FUZZ_BUDGET_MS (a few seconds), from a fixed seed; a failure message
 * names the seed and the case, so `FUZZ_SEED=<n>` (read here, by the test only) replays it.
 */
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { decodeTransferCheckedInstruction, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { newId } from '../../shared/db/ids.js';

const SEED = Number(process.env.FUZZ_SEED ?? 22_2026);
const FUZZ_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 6_000);
/** Cases always run (whatever the machine's load), then more while the budget lasts, up to MAX_CASES. */
const MIN_CASES = 20;
const MAX_CASES = 120;
const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const BONK = DEVNET_TOKENS.find((t) => t.symbol === 'BONK')!;
const SOL = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
const U64_MAX = 2n ** 64n - 1n;

/** mulberry32: a small seeded PRNG, so a failing case can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let rnd = prng(SEED);
const int = (n: number) => Math.floor(rnd() * n);
const pick = <T,>(xs: readonly T[]): T => xs[int(xs.length)];
const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 && n > 1 ? 1 + int(9) : int(10))).join('');

/** A raw amount as a whole-token decimal string at `decimals` ("1500000", 6 → "1.5"). */
function asDecimal(raw: bigint, decimals: number): string {
  const s = raw.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** An amount as a person or an agent might write it, of every awkward kind. */
function amountText(decimals: number): string {
  switch (int(12)) {
    case 0: return `${digits(1 + int(4))}.${digits(1 + int(decimals + 3))}`; // ordinary, sometimes too precise
    case 1: return asDecimal(U64_MAX + BigInt(int(7)) - 3n, decimals); // around 2^64 raw units
    case 2: return asDecimal(2n ** BigInt(53 + int(20)) + BigInt(int(3)), decimals); // above 2^53
    case 3: return `0.${'0'.repeat(int(20))}${1 + int(9)}`; // tiny
    case 4: return `${digits(1 + int(30))}`; // huge integers
    case 5: return `${1 + int(9)}${pick(['e', 'E'])}${pick(['', '-', '+'])}${int(40)}`; // exponents
    case 6: return `${digits(1 + int(3))}.${digits(10 + int(30))}`; // many decimals
    case 7: return `${1 + int(999)},${digits(3)},${digits(3)}.${digits(int(4))}`; // separators
    case 8: return `${digits(1 + int(3))}${pick(['k', 'm', 'bn', 'b', 'K'])}`; // suffixes
    case 9: return pick(['0', '-1', '.5', '00.000', '1.', '+2', 'NaN', 'Infinity', '0x10', '1_000', '½']);
    case 10: return `${digits(1 + int(3))}.${digits(1 + int(2))}%`; // percentages, some above 100
    default: return `$${digits(1 + int(12))}`; // dollars
  }
}

type Template = { command: (a: string, to: string) => string; decimals: number };
const TEMPLATES: Template[] = [
  { command: (a, to) => `send ${a} SOL to ${to}`, decimals: 9 },
  { command: (a, to) => `send ${a} USDC to ${to}`, decimals: USDC.decimals },
  { command: (a, to) => `transfer ${a} BONK to ${to}`, decimals: BONK.decimals },
  { command: (a) => `stake ${a} SOL`, decimals: 9 },
  { command: (a) => `wrap ${a} SOL`, decimals: 9 },
  { command: (a) => `unwrap ${a} SOL`, decimals: 9 },
  { command: (a) => `swap ${a} SOL for USDC`, decimals: 9 },
  { command: (a) => `swap ${a} USDC for SOL`, decimals: USDC.decimals },
  { command: (a) => `buy ${a} BONK with USDC`, decimals: BONK.decimals },
];

/** A random amount straight into an intent, as the schema allows: canonical decimals of any size and precision. */
function storedAmount(decimals: number): { value: string | null; unit: string } {
  switch (int(6)) {
    case 0: return { value: asDecimal(U64_MAX + BigInt(int(5)) - 2n, decimals), unit: 'token' };
    case 1: return { value: `${digits(1 + int(25))}.${digits(1 + int(25))}`.replace(/\.?0+$/, ''), unit: 'token' };
    case 2: return { value: asDecimal(2n ** 53n + BigInt(int(5)), decimals), unit: 'token' };
    case 3: return { value: `${digits(1 + int(20))}`, unit: 'usd' };
    case 4: return { value: `0.${'0'.repeat(int(12))}${1 + int(9)}`, unit: pick(['token', 'usd', 'percent']) };
    default: return { value: `${1 + int(100)}`, unit: 'percent' };
  }
}

function storedParams(type: string, amount: { value: string | null; unit: string }, recipient: string): Record<string, unknown> {
  switch (type) {
    case 'transfer': return { token: pick([SOL, { mint: USDC.mint, symbol: 'USDC', decimals: USDC.decimals }]), amount, recipient };
    case 'stake': return { amount, validator: null };
    case 'swap': return { inputToken: SOL, outputToken: { mint: USDC.mint, symbol: 'USDC', decimals: USDC.decimals }, amount, amountSide: amount.unit === 'token' ? pick(['input', 'output']) : 'input', slippageBps: null };
    default: return { amount };
  }
}

let h: Harness;
let key: TestKey;
let requestsOnKey = 0;
beforeAll(async () => {
  h = await startHarness({ localnet: true });
  key = await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions'] });
});
afterAll(async () => {
  await h?.close();
});

/** A request on a test key, moving to a fresh key of the account before its 100 requests a day run out. */
async function call(path: string, json: unknown): Promise<{ status: number; body: any }> {
  if (++requestsOnKey > 90) {
    key = { ...(await addKey(h, key.accountId, { environment: 'test', scopes: ['write:intents', 'write:transactions'] })) };
    requestsOnKey = 1;
  }
  return h.request(path, { method: 'POST', json, headers: bearer(key) });
}

function instructionsOf(base64: string): TransactionInstruction[] {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  return TransactionMessage.decompile(tx.message).instructions;
}

const u64 = (data: Buffer, offset: number) => data.readBigUInt64LE(offset);

/**
 * What the instructions move, read from their bytes: lamports of System transfers and account
 * creations from the wallet, token amounts of TransferChecked signed by the wallet or by others.
 */
function moves(ixs: TransactionInstruction[], wallet: PublicKey) {
  const sol: bigint[] = [];
  const created: bigint[] = [];
  const tokensOut: bigint[] = [];
  const tokensIn: bigint[] = [];
  const solIn: bigint[] = [];
  for (const ix of ixs) {
    const data = Buffer.from(ix.data);
    if (ix.programId.equals(SystemProgram.programId)) {
      const op = data.readUInt32LE(0);
      const fromWallet = ix.keys[0].pubkey.equals(wallet);
      if (op === 2 && fromWallet) sol.push(u64(data, 4));
      if (op === 2 && ix.keys[1].pubkey.equals(wallet)) solIn.push(u64(data, 4));
      if (op === 3 && fromWallet) created.push(u64(data, 44 + Number(u64(data, 36))));
    } else if ((ix.programId.equals(TOKEN_PROGRAM_ID) || ix.programId.equals(TOKEN_2022_PROGRAM_ID)) && data[0] === 12) {
      const decoded = decodeTransferCheckedInstruction(ix, ix.programId);
      (decoded.keys.owner.pubkey.equals(wallet) ? tokensOut : tokensIn).push(decoded.data.amount);
    }
  }
  return { sol, created, tokensOut, tokensIn, solIn };
}

/** Check that a 200 build's instructions carry exactly the amounts its record reports; '' when they do. */
function verify(type: string, data: any, wallet: PublicKey): string {
  const ixs = instructionsOf(data.transaction);
  const m = moves(ixs, wallet);
  const input = BigInt(data.expectedOutput.breakdown.inputAmount ?? -1);
  const output = BigInt(data.expectedOutput.outputAmount);
  const inputMint = data.expectedOutput.breakdown.inputToken?.mint;
  const eq = (what: string, got: bigint[], want: bigint) => (got.length === 1 && got[0] === want ? '' : `${what}: instructions carry [${got.join(', ')}], record says ${want}`);
  if (output < 0n || output > U64_MAX || input > U64_MAX) return `amount outside u64: input ${input}, output ${output}`;
  switch (type) {
    case 'transfer':
      return inputMint === NATIVE_MINT ? eq('SOL sent', m.sol, input) || (output === input ? '' : 'output differs') : eq('tokens sent', m.tokensOut, input);
    case 'wrap':
      return eq('SOL wrapped', m.sol, input) || (output === input ? '' : 'output differs');
    case 'unwrap':
      // Everything closes the account (no amount in the instructions); a part moves through a temporary account.
      return m.tokensOut.length === 0 ? (input === output ? '' : 'input and output differ') : eq('wSOL unwrapped', m.tokensOut, input);
    case 'stake':
      return eq('stake account funding', m.created, input) || (output === input - BigInt(data.expectedOutput.rent) ? '' : 'delegated amount differs');
    case 'swap': {
      // The local market's RFQ legs: the wallet pays the quote's input, the maker pays its output.
      const paid = inputMint === NATIVE_MINT ? eq('SOL paid', m.sol, input) : eq('tokens paid', m.tokensOut, input);
      const got = data.expectedOutput.outputToken.mint === NATIVE_MINT ? eq('SOL received', m.solIn, output) : eq('tokens received', m.tokensIn, output);
      return paid || got;
    }
    default:
      return `unexpected type ${type}`;
  }
}

describe('fuzzing amounts through POST /v1/intents and POST /v1/transactions/build', () => {
  it(`answers a build carrying exactly the reported amount, or a 4xx, never a 5xx (seed ${SEED})`, async () => {
    rnd = prng(SEED);
    const wallet = Keypair.generate();
    const address = wallet.publicKey.toBase58();
    h.cluster!.faucet.airdrop(address, 1_000n * 1_000_000_000n);
    h.cluster!.faucet.mintTo(address, USDC.mint, 1_000_000_000n);
    h.cluster!.faucet.mintTo(address, BONK.mint, 10_000_000_000n);
    h.cluster!.faucet.mintTo(address, NATIVE_MINT, 5_000_000_000n);
    const recipient = Keypair.generate().publicKey.toBase58();

    const outcomes: Record<string, number> = {};
    const count = (k: string) => { outcomes[k] = (outcomes[k] ?? 0) + 1; };
    const start = Date.now();
    let cases = 0;
    while (cases < MIN_CASES || (cases < MAX_CASES && Date.now() - start < FUZZ_BUDGET_MS)) {
      cases++;
      let intentId: string;
      let label: string;
      if (rnd() < 0.5) {
        const template = pick(TEMPLATES);
        const command = template.command(amountText(template.decimals), recipient);
        label = `case ${cases} (seed ${SEED}): POST /v1/intents ${JSON.stringify(command)}`;
        const res = await call('/v1/intents', { walletAddress: address, command });
        expect(res.status < 500 && res.status !== 202, `${label} answered ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
        if (res.status !== 201) { count(`intent ${res.status} ${res.body.error?.details?.reason ?? res.body.error?.code}`); continue; }
        intentId = res.body.data.id;
      } else {
        const type = pick(['transfer', 'stake', 'wrap', 'unwrap', 'swap']);
        const amount = storedAmount(type === 'transfer' ? 6 : 9);
        const params = storedParams(type, amount, recipient);
        label = `case ${cases} (seed ${SEED}): stored ${type} intent ${JSON.stringify(params)}`;
        const intent = Object.assign(new Intent(), {
          id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: address,
          command: 'fuzz', status: 'parsed', type, params, confidence: 0.98,
        });
        await h.orm.em.fork().persistAndFlush(intent);
        intentId = intent.id;
      }
      const built = await call('/v1/transactions/build', { intentId, walletAddress: address, simulate: rnd() < 0.3 });
      // No 5xx at all: an amount the venue cannot fill is the client's 400 (reason no_route).
      expect(built.status < 500 && built.status !== 202, `${label}: build answered ${built.status} ${JSON.stringify(built.body)}`).toBe(true);
      if (built.status !== 200) { count(`build ${built.status} ${built.body.error?.details?.reason ?? built.body.error?.code}`); continue; }
      expect(verify(built.body.data.type, built.body.data, wallet.publicKey), `${label}: ${JSON.stringify(built.body.data.expectedOutput)}`).toBe('');
      count(`built ${built.body.data.type}`);
    }
    // Enough happened to mean something: builds and refusals both.
    console.info(`amount fuzz, seed ${SEED}: ${cases} cases in ${Date.now() - start} ms`, outcomes);
    expect(Object.keys(outcomes).some((k) => k.startsWith('built'))).toBe(true);
    expect(Object.keys(outcomes).some((k) => k.includes('amount_out_of_range'))).toBe(true);
  }, FUZZ_BUDGET_MS + 120_000);
});
