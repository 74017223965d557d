import { ComputeBudgetProgram, Keypair, SystemInstruction, SystemProgram } from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JupiterSwapClient, jupiterError, toTransactionInstruction, type QuoteParams } from '../../shared/swap/jupiter-swap-client.js';
import { JupiterBuildV2Client } from '../../shared/swap/jupiter-build-v2.js';
import { startJupiterStub, STUB_POOL, type JupiterStub } from '../stubs/jupiter-stub.js';
import { startStubServer } from '../stubs/stub-server.js';
import { failure } from '../helpers/failure.js';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const user = Keypair.generate().publicKey.toBase58();

const solToUsdc: QuoteParams = { inputMint: SOL, outputMint: USDC, amount: '1000000000', swapMode: 'ExactIn', slippageBps: 50 };

let stub: JupiterStub;
let client: JupiterSwapClient;

beforeEach(async () => {
  stub = await startJupiterStub({ tokens: { [SOL]: { price: 150 }, [USDC]: { price: 1 } } });
  client = new JupiterSwapClient({ baseUrl: stub.url, apiKey: 'jup-test-key', timeoutMs: 2000 });
});

afterEach(async () => {
  await stub.close();
});

describe('JupiterSwapClient.quote', () => {
  it('quotes ExactIn with the documented query and answers the documented shape', async () => {
    const quote = await client.quote(solToUsdc);

    expect(quote).toMatchObject({ inputMint: SOL, outputMint: USDC, inAmount: '1000000000', outAmount: '150000000', otherAmountThreshold: '149250000', swapMode: 'ExactIn', slippageBps: 50 });
    expect(quote.routePlan[0].swapInfo.ammKey).toBe(STUB_POOL.publicKey.toBase58());
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({
      method: 'GET',
      path: '/swap/v1/quote',
      query: { inputMint: SOL, outputMint: USDC, amount: '1000000000', slippageBps: '50', swapMode: 'ExactIn' },
    });
    expect(stub.requests[0].headers['x-api-key']).toBe('jup-test-key');
  });

  it('quotes ExactOut: the output amount is fixed and the threshold is the most input', async () => {
    const quote = await client.quote({ inputMint: USDC, outputMint: SOL, amount: '2000000000', swapMode: 'ExactOut', slippageBps: 100 });
    expect(quote).toMatchObject({ outAmount: '2000000000', inAmount: '300000000', otherAmountThreshold: '303000000', swapMode: 'ExactOut' });
  });

  it('maps "no route" to 400 validation_error on the amount (the client\'s problem, not an outage)', async () => {
    stub.options.fail.quote = 'noRoute';
    const err = await failure(client.quote(solToUsdc));
    expect(err.code).toBe('validation_error');
    expect(err.status).toBe(400);
    expect(err.details).toEqual({ field: 'amount', reason: 'no_route', provider: 'jupiter', providerCode: 'COULD_NOT_FIND_ANY_ROUTE', providerMessage: 'Could not find any route' });
    expect(err.message).toBe('jupiter found no route for this swap; try a smaller amount or another token pair.');
  });

  it('maps NO_ROUTES_FOUND the same way, and a no-route code with HTTP 5xx stays upstream_error', async () => {
    const noRoutes = jupiterError('jupiter', 'quote', 400, { error: 'No routes found', errorCode: 'NO_ROUTES_FOUND' }, 'No routes found');
    expect(noRoutes).toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'no_route', providerCode: 'NO_ROUTES_FOUND' } });
    const outage = jupiterError('jupiter', 'quote', 503, { error: 'down', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }, 'down');
    expect(outage.code).toBe('upstream_error');
  });

  it('maps an untradable token to upstream_error with the provider code', async () => {
    const err = await failure(client.quote({ ...solToUsdc, outputMint: Keypair.generate().publicKey.toBase58() }));
    expect(err.details.providerCode).toBe('TOKEN_NOT_TRADABLE');
  });

  it('maps HTTP 200 with an error body to upstream_error', async () => {
    stub.options.fail.quote = 'errorBody';
    const err = await failure(client.quote(solToUsdc));
    expect(err.code).toBe('upstream_error');
    expect(err.details).toMatchObject({ status: 200, providerCode: 'INTERNAL_ERROR' });
  });

  it.each([
    ['nonsense', 'upstream_error', /cannot use/],
    ['garbage', 'upstream_error', /not JSON/],
    ['http500', 'upstream_error', /HTTP 500/],
    ['http429', 'upstream_error', /HTTP 429/],
  ] as const)('maps %s to %s', async (mode, code, message) => {
    stub.options.fail.quote = mode;
    const err = await failure(client.quote(solToUsdc));
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
  });

  it('maps a quote that never comes to timeout', async () => {
    stub.options.fail.quote = 'hang';
    const err = await failure(new JupiterSwapClient({ baseUrl: stub.url, timeoutMs: 150 }).quote(solToUsdc));
    expect(err.code).toBe('timeout');
  });

  it('rejects a well-formed quote for something else than was asked', async () => {
    const liar = await startStubServer(() => ({
      status: 200,
      json: { inputMint: SOL, inAmount: '5', outputMint: USDC, outAmount: '750', otherAmountThreshold: '700', swapMode: 'ExactIn', slippageBps: 50, priceImpactPct: '0', routePlan: [{ swapInfo: { ammKey: SOL, inputMint: SOL, outputMint: USDC, inAmount: '5', outAmount: '750' }, percent: 100 }] },
    }));
    try {
      const err = await failure(new JupiterSwapClient({ baseUrl: liar.url, timeoutMs: 2000 }).quote(solToUsdc));
      expect(err.code).toBe('upstream_error');
      expect(err.details.reason).toMatch(/another amount/);
    } finally {
      await liar.close();
    }
  });

  it.each([
    [{ amount: '1.5' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ slippageBps: 10_001 }, 'slippageBps'],
  ])('rejects a bad request (%o) before calling Jupiter', async (change, field) => {
    const err = await failure(client.quote({ ...solToUsdc, ...change }));
    expect(err.code).toBe('validation_error');
    expect(err.details.field).toBe(field);
    expect(stub.requests).toEqual([]);
  });
});

describe('JupiterSwapClient.swapInstructions', () => {
  it('posts the quote back verbatim with the swap options and returns the documented instructions', async () => {
    const quote = await client.quote(solToUsdc);
    const ixs = await client.swapInstructions({ quoteResponse: quote, userPublicKey: user });

    const post = stub.requests.find((r) => r.path === '/swap/v1/swap-instructions');
    expect(post?.method).toBe('POST');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.body).toEqual({ quoteResponse: quote, userPublicKey: user, wrapAndUnwrapSol: true, dynamicComputeUnitLimit: false });

    expect(ixs.computeBudgetInstructions.map((ix) => ix.programId)).toEqual([ComputeBudgetProgram.programId.toBase58(), ComputeBudgetProgram.programId.toBase58()]);
    expect(ixs.setupInstructions.map((ix) => ix.programId)).toEqual([ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()]);
    expect(ixs.otherInstructions).toEqual([]);
    expect(ixs.cleanupInstruction).toBeNull();
    expect(ixs.addressLookupTableAddresses).toEqual([]);

    const swap = toTransactionInstruction(ixs.swapInstruction);
    expect(swap.programId.equals(SystemProgram.programId)).toBe(true);
    const transfer = SystemInstruction.decodeTransfer(swap);
    expect(transfer.fromPubkey.toBase58()).toBe(user);
    expect(transfer.toPubkey.equals(STUB_POOL.publicKey)).toBe(true);
    expect(transfer.lamports).toBe(1_000_000_000n);
  });

  it('passes the optional swap options through', async () => {
    const quote = await client.quote(solToUsdc);
    const destination = Keypair.generate().publicKey.toBase58();
    await client.swapInstructions({ quoteResponse: quote, userPublicKey: user, wrapAndUnwrapSol: false, dynamicComputeUnitLimit: true, computeUnitPriceMicroLamports: 1000, destinationTokenAccount: destination });
    expect(stub.requests.at(-1)?.body).toMatchObject({ wrapAndUnwrapSol: false, dynamicComputeUnitLimit: true, computeUnitPriceMicroLamports: 1000, destinationTokenAccount: destination });
  });

  it('returns the lookup table addresses Jupiter names, for the builder to load', async () => {
    const table = Keypair.generate().publicKey.toBase58();
    stub.options.swap.addressLookupTableAddresses = [table];
    const quote = await client.quote(solToUsdc);
    expect((await client.swapInstructions({ quoteResponse: quote, userPublicKey: user })).addressLookupTableAddresses).toEqual([table]);
  });

  it('maps instructions that break the documented shape to upstream_error', async () => {
    const quote = await client.quote(solToUsdc);
    stub.options.fail.swapInstructions = 'nonsense';
    const err = await failure(client.swapInstructions({ quoteResponse: quote, userPublicKey: user }));
    expect(err.code).toBe('upstream_error');
    expect(err.details.reason).toMatch(/programId/);
  });

  it('maps an error body to upstream_error with the provider code', async () => {
    const quote = await client.quote(solToUsdc);
    stub.options.fail.swapInstructions = 'errorBody';
    const err = await failure(client.swapInstructions({ quoteResponse: quote, userPublicKey: user }));
    expect(err.details).toMatchObject({ provider: 'jupiter', providerCode: 'INTERNAL_ERROR' });
  });

  it('maps a hang to timeout', async () => {
    const quote = await client.quote(solToUsdc);
    stub.options.fail.swapInstructions = 'hang';
    const err = await failure(new JupiterSwapClient({ baseUrl: stub.url, timeoutMs: 150 }).swapInstructions({ quoteResponse: quote, userPublicKey: user }));
    expect(err.code).toBe('timeout');
  });

  it('rejects a wallet address that is not base58 before calling Jupiter', async () => {
    const quote = await client.quote(solToUsdc);
    const err = await failure(client.swapInstructions({ quoteResponse: quote, userPublicKey: 'not-a-wallet' }));
    expect(err.code).toBe('validation_error');
    expect(stub.requests.filter((r) => r.path === '/swap/v1/swap-instructions')).toEqual([]);
  });
});

describe('JupiterBuildV2Client.build', () => {
  it('maps "no route" to 400 validation_error on the amount, like the v1 quote', async () => {
    const v2 = new JupiterBuildV2Client({ baseUrl: stub.url, apiKey: 'jup-test-key', timeoutMs: 2000 });
    const params = { inputMint: SOL, outputMint: USDC, amount: '1000000000', slippageBps: 50, taker: user };
    expect((await v2.build(params)).inAmount).toBe('1000000000');
    stub.options.fail.build = 'noRoute';
    const err = await failure(v2.build(params));
    expect(err.code).toBe('validation_error');
    expect(err.details).toMatchObject({ field: 'amount', reason: 'no_route', provider: 'jupiter', providerCode: 'COULD_NOT_FIND_ANY_ROUTE' });
    expect(err.message).toMatch(/no route for this swap; try a smaller amount or another token pair/);
    stub.options.fail.build = 'http500';
    expect((await failure(v2.build(params))).code).toBe('upstream_error');
  });
});
