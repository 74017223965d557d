import { randomBytes } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { catalogueRow } from '../../shared/catalogue/catalogue-store.js';
import { syncCatalogue } from '../../shared/catalogue/catalogue-sync.js';
import { JupiterTokensClient } from '../../shared/catalogue/jupiter-tokens-client.js';
import { catalogueOverlay, needsCatalogue } from '../../shared/catalogue/catalogue-parse.js';
import { TokenIndex } from '../../shared/catalogue/token-index.js';
import { DEVNET_TOKENS, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { buildNetworkTokens } from '../../shared/chain/token-registry.js';
import { Token } from '../../shared/db/entities/token.entity.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { IntentParser } from '../../shared/intents/index.js';
import type { IntentParseFailure, ParsedIntent } from '../../shared/intents/intent.types.js';
import { UpstreamBudget } from '../../shared/upstream/upstream-budget.js';
import { fileDatabaseUrl } from '../helpers/file-database.js';
import { startStubServer, type StubReply, type StubServer } from '../stubs/stub-server.js';
import { DEV2_CASES, DEV3_CASES, DEV_CASES, scoreWithNegatives, type EvalOutcome } from '../intents/eval-judge.js';

let orm: Orm;
const redis = new Redis(loadConfig().redisUrl, { maxRetriesPerRequest: 1 });
const prefix = `sistest:catalogue:${randomBytes(4).toString('hex')}`;
const mint = () => Keypair.generate().publicKey.toBase58();

/** A Tokens API v2 entry in Jupiter's documented shape. */
function entry(symbol: string, name: string, verified: boolean, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: mint(), name, symbol, icon: `https://img.example/${symbol}.png`, decimals: 6, tokenProgram: TOKEN_PROGRAM_ID,
    isVerified: verified, organicScore: verified ? 90 : 10, organicScoreLabel: verified ? 'high' : 'low', liquidity: verified ? 5_000_000 : 1_000,
    holderCount: 1000, tags: verified ? ['verified'] : [], usdPrice: 1.5, updatedAt: '2026-11-01T00:00:00.000Z', ...extra,
  };
}

/** A Tokens API v2 stub answering the tag and top lists from `lists` (a reply per path). */
async function tokensStub(lists: Record<string, () => StubReply>): Promise<StubServer> {
  return startStubServer((request) => lists[request.path]?.() ?? { status: 404, json: { error: 'no route' } });
}

const network = 'devnet' as const;

beforeAll(async () => {
  orm = await createOrm({ ...loadConfig(undefined, { NODE_ENV: 'test' }), databaseUrl: await fileDatabaseUrl() });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await orm.close(true);
});

describe('tokens-sync', () => {
  it('upserts the valid entries of every list, skips a malformed entry, and a refused or malformed list deletes or changes nothing', async () => {
    const good = entry(`GOOD${randomBytes(2).toString('hex')}`, 'Good Token', true);
    const lists: Record<string, () => StubReply> = {
      '/tokens/v2/tag': () => ({ status: 200, json: [good, { ...entry('BAD', 'Bad', true), decimals: 'six' }, { id: 'not-a-mint', symbol: 'X' }] }),
      '/tokens/v2/toporganicscore/24h': () => ({ status: 500, json: { error: 'boom' } }),
      '/tokens/v2/toptraded/24h': () => ({ status: 200, json: { error: 'Internal error' } }),
      '/tokens/v2/toptrending/24h': () => ({ status: 200, json: [] }),
    };
    const stub = await tokensStub(lists);
    try {
      const client = new JupiterTokensClient({ baseUrl: stub.url, timeoutMs: 2000, name: 'stub' });
      const first = await syncCatalogue(orm, network, client);
      expect(first).toMatchObject({ fetched: 1, rejected: 2, changed: 1, failed: ['toporganicscore:24h', 'toptraded:24h'] });
      const row = await catalogueRow(orm, network, good.id as string);
      expect(row).toMatchObject({ symbol: good.symbol, name: 'Good Token', verified: true, decimals: 6, source: 'catalogue', liquidityUsd: 5_000_000, logoURI: `https://img.example/${good.symbol}.png` });
      // Now every list fails or is malformed: the row stays exactly as it was (same version).
      lists['/tokens/v2/tag'] = () => ({ status: 200, json: { tokens: 'truncated' } });
      lists['/tokens/v2/toptrending/24h'] = () => ({ status: 403, json: { error: 'forbidden' } });
      const second = await syncCatalogue(orm, network, client);
      expect(second).toMatchObject({ fetched: 0, changed: 0 });
      expect(await catalogueRow(orm, network, good.id as string)).toEqual(row);
      // An entry that comes back with a malformed field is left out: the stored row is not corrupted.
      lists['/tokens/v2/tag'] = () => ({ status: 200, json: [{ ...good, symbol: 42 }] });
      await syncCatalogue(orm, network, client);
      expect(await catalogueRow(orm, network, good.id as string)).toEqual(row);
      // An unchanged answer writes nothing (the version stays, no process reloads it).
      lists['/tokens/v2/tag'] = () => ({ status: 200, json: [good] });
      expect((await syncCatalogue(orm, network, client)).changed).toBe(0);
    } finally {
      await stub.close();
    }
  });

  it('never rewrites a curated token: its symbol, name and decimals stay, only logo and figures are taken', async () => {
    const usdc = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
    const stub = await tokensStub({ '/tokens/v2/tag': () => ({ status: 200, json: [{ ...entry('FAKE', 'Fake USD', false), id: usdc.mint, decimals: 9 }] }) });
    try {
      await syncCatalogue(orm, network, new JupiterTokensClient({ baseUrl: stub.url, timeoutMs: 2000 }));
      expect(await catalogueRow(orm, network, usdc.mint)).toMatchObject({ symbol: 'USDC', name: usdc.name, decimals: 6, source: 'registry', verified: true, logoURI: 'https://img.example/FAKE.png' });
    } finally {
      await stub.close();
    }
  });

  it('a sync never passes JUPITER_RPS: its calls are spaced by the shared budget', async () => {
    const stub = await tokensStub({ '/tokens/v2/tag': () => ({ status: 200, json: [] }) });
    try {
      const rps = 5;
      const budget = new UpstreamBudget(redis, prefix, { upstream: 'jupiter', rps, maxWaitMs: 5000 });
      // Another process holds a slot of the same budget right now.
      await budget.take();
      const t0 = Date.now();
      await syncCatalogue(orm, network, new JupiterTokensClient({ baseUrl: stub.url, timeoutMs: 2000, budget }));
      const times = stub.requests.map((r) => r.at).sort((a, b) => a - b);
      expect(times).toHaveLength(4);
      // The k-th call of the sync cannot start before k + 1 slots of 1000 / rps ms have passed
      // (one was held by the other process): never more than rps calls in any second.
      times.forEach((at, k) => expect(at - t0).toBeGreaterThanOrEqual((k + 1) * (1000 / rps) - 25));
    } finally {
      await stub.close();
    }
  });
});

describe('resolution rules with a realistic catalogue', () => {
  const symbols = ['SEND', 'ME', 'AI', 'THE', 'PAY', 'TO', 'FOR', 'IT', 'ALL', 'MAX', 'SWAP', 'BUY', 'SELL', 'SOL', 'USDC', 'WALLET', 'MY', 'OF', 'PLEASE', 'HALF', 'NOW', 'STAKE', 'FEE'];
  const pengu = entry('PENGU', 'Pudgy Penguins', true);
  const fart = entry('FARTCOIN', 'Fartcoin', true);
  const trumpA = entry('TRUMPX', 'Official Trump', true);
  const trumpB = entry('TRUMPX', 'Trump Classic', true, { liquidity: 10 });
  const spam = entry('SCAMZ', 'Scam Z', false);
  const usdcCopy = entry('USDC', 'USD Coin', false);
  let index: TokenIndex;
  const tokens = buildNetworkTokens(DEVNET_TOKENS.map((t) => Object.assign(new Token(), { network, mint: t.mint, symbol: t.symbol, name: t.name, decimals: t.decimals, tokenProgram: t.tokenProgram, aliases: t.aliases ?? [], source: 'registry' as const })));

  beforeAll(async () => {
    const tricky = symbols.flatMap((s) => [entry(s, `${s} Token`, true), entry(s, `${s} Copy`, false)]);
    const stub = await tokensStub({ '/tokens/v2/tag': () => ({ status: 200, json: [pengu, fart, trumpA, trumpB, spam, usdcCopy, ...tricky] }) });
    await syncCatalogue(orm, network, new JupiterTokensClient({ baseUrl: stub.url, timeoutMs: 2000 }));
    await stub.close();
    index = new TokenIndex(orm, [network]);
    await index.ensureLoaded();
  });

  /** The intents worker's reading (workers/processors/intents.processor.ts), without the chain and LLM steps. */
  function read(command: string, walletAddress?: string): { ok: true; intent: ParsedIntent } | { ok: false; failure: IntentParseFailure } {
    const first = new IntentParser({ tokens, walletAddress }).tryParse(command);
    const overlay = catalogueOverlay(tokens, index, network, command);
    let outcome = first;
    if (overlay && needsCatalogue(first, overlay)) {
      const second = new IntentParser({ tokens: overlay.over(tokens), walletAddress }).tryParse(command);
      if (second.ok || !first.ok) outcome = second;
    }
    if (outcome.ok && overlay) {
      const refusal = overlay.refusal(outcome.intent);
      if (refusal) return { ok: false, failure: refusal };
    }
    return outcome;
  }

  it('the index answers byMint in the shape naming code uses', () => {
    expect(index.byMint(network, pengu.id as string)).toEqual({ mint: pengu.id, symbol: 'PENGU', name: 'Pudgy Penguins', decimals: 6, logoURI: 'https://img.example/PENGU.png', verified: true });
    expect(index.byMint(network, mint())).toBeUndefined();
  });

  it('one verified token of a symbol or a name resolves to it', () => {
    const a = read('swap 20 USDC for PENGU');
    expect(a.ok && a.intent.type === 'swap' && a.intent.params.outputToken.mint).toBe(pengu.id);
    const b = read('buy $20 of fartcoin');
    expect(b.ok && b.intent.type === 'swap' && b.intent.params.outputToken.mint).toBe(fart.id);
  });

  it('the curated token wins over an unverified copy of its symbol', () => {
    const r = read('swap 1 SOL for USDC');
    expect(r.ok && r.intent.type === 'swap' && r.intent.params.outputToken.mint).toBe(DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint);
  });

  it('several verified tokens of a symbol: ambiguous_token with candidates, best first; the chosen mint then parses', () => {
    const r = read('swap 1 SOL for TRUMPX');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure.reason).toBe('ambiguous_token');
    expect(r.failure.candidates!.map((c) => c.mint)).toEqual([trumpA.id, trumpB.id]);
    expect(r.failure.candidates![0]).toEqual({ mint: trumpA.id, symbol: 'TRUMPX', name: 'Official Trump', verified: true, organicScore: 90, liquidity: 5_000_000 });
    const chosen = read(`swap 1 SOL for ${trumpB.id as string}`);
    expect(chosen.ok && chosen.intent.type === 'swap' && chosen.intent.params.outputToken.mint).toBe(trumpB.id);
  });

  it('only unverified tokens carry a symbol: unverified_token with candidates', () => {
    const r = read('swap 1 SOL for SCAMZ');
    expect(!r.ok && r.failure.reason).toBe('unverified_token');
    expect(!r.ok && r.failure.candidates).toEqual([{ mint: spam.id, symbol: 'SCAMZ', name: 'Scam Z', verified: false, organicScore: 10, liquidity: 1000 }]);
  });

  it('a typo is never corrected into a catalogue token', () => {
    const r = read('swap 1 SOL for PENGUU');
    expect(!r.ok && r.failure.reason).toBe('unknown_token');
  });

  it('catalogue symbols that are common words never take a verb, a preposition or a filler', () => {
    const r = read('send all my SOL to 2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH please');
    expect(r.ok && r.intent.type).toBe('transfer');
    const s = read('swap half of my USDC for PENGU now');
    expect(s.ok && s.intent.type === 'swap' && s.intent.params.outputToken.mint).toBe(pengu.id);
  });

  it.each([
    ['intents-dev.jsonl', DEV_CASES],
    ['intents-dev-2.jsonl', DEV2_CASES],
    ['intents-dev-3.jsonl', DEV3_CASES],
  ] as const)('%s still scores 100 percent with the tricky catalogue loaded', (_name, cases) => {
    const results = cases.map((c) => {
      const o = read(c.command, c.walletAddress);
      const outcome: EvalOutcome = o.ok
        ? { ok: true, type: o.intent.type, params: { ...o.intent.params }, confidence: o.intent.confidence }
        : { ok: false, code: 'intent_parse_error', message: `${o.failure.reason}: ${o.failure.message}` };
      return { c, outcome };
    });
    const { accuracy, negatives } = scoreWithNegatives(results);
    expect(accuracy).toBe(1);
    expect(negatives).toBe(1);
  });
});
