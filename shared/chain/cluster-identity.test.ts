import type { Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { AppError } from '../errors/app-error.js';
import { ClusterIdentity, genesisExpectations, PUBLISHED_GENESIS_HASHES } from './cluster-identity.js';
import type { Network } from './token-list.js';

const LOCAL = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky';
const MAINNET = PUBLISHED_GENESIS_HASHES['mainnet-beta'];
const DEVNET = PUBLISHED_GENESIS_HASHES.devnet;

/** Chain clients whose getGenesisHash answers what `answers` says now (a hash, or an error to throw). */
function fakeChain(answers: Record<Network, string | Error>) {
  const connection = (network: Network) => ({
    getGenesisHash: async () => {
      const a = answers[network];
      if (a instanceof Error) throw a;
      return a;
    },
  }) as unknown as Connection;
  return { connection };
}

const outage = (network: Network) => new AppError('upstream_error', `The Solana RPC (${network}) is unreachable. Retry later.`, { details: { network, reason: 'rpc_unreachable' } });

describe('genesisExpectations', () => {
  it('mainnet: mainnet-beta by default; test keys: devnet when a URL is set, any cluster but mainnet for the embedded one, or the listed hashes', () => {
    const withUrl = genesisExpectations(loadConfig({ NODE_ENV: 'test', SOLANA_DEVNET_RPC_URL: 'https://api.devnet.solana.com' }));
    expect(withUrl.mainnet.accept).toEqual([MAINNET]);
    expect(withUrl.devnet).toMatchObject({ accept: [DEVNET], refuse: [MAINNET] });
    expect(genesisExpectations(loadConfig({ NODE_ENV: 'test' })).devnet).toMatchObject({ accept: null, refuse: [MAINNET] });
    expect(genesisExpectations(loadConfig({ NODE_ENV: 'test', SOLANA_DEVNET_RPC_URL: 'http://127.0.0.1:8899', SOLANA_DEVNET_GENESIS_HASH: LOCAL })).devnet.accept).toEqual([LOCAL]);
  });
});

describe('ClusterIdentity', () => {
  const expectations = genesisExpectations(loadConfig({ NODE_ENV: 'test' }));

  it('verifies a matching RPC, refuses another cluster with 503 naming both hashes, and never takes mainnet for the embedded test cluster', async () => {
    const answers: Record<Network, string | Error> = { mainnet: MAINNET, devnet: LOCAL };
    const identity = new ClusterIdentity(fakeChain(answers), expectations, { recheckMs: 60_000 });
    await identity.admit('mainnet', { outage: 'throw' });
    await identity.admit('devnet', { outage: 'throw' });
    expect(identity.verified('mainnet') && identity.verified('devnet')).toBe(true);

    answers.devnet = MAINNET; // the test keys' URL set to a mainnet RPC
    await identity.check('devnet');
    await expect(identity.admit('devnet', { outage: 'pass' })).rejects.toMatchObject({ code: 'service_unavailable', status: 503, details: { network: 'devnet', reason: 'wrong_cluster', genesisHash: MAINNET } });
    answers.mainnet = DEVNET;
    await identity.check('mainnet');
    const refused = await identity.admit('mainnet', { outage: 'pass' }).catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'service_unavailable', details: { network: 'mainnet', reason: 'wrong_cluster', genesisHash: DEVNET, expectedGenesisHashes: [MAINNET] } });
    expect((refused as AppError).message).toMatch(/SOLANA_MAINNET_RPC_URL\) is devnet/);
    expect((await identity.readiness()).mainnet).toMatchObject({ status: 'unready', reason: 'wrong_cluster' });
  });

  it('an RPC that does not answer getGenesisHash is unready (503); an unreachable one is an outage: the API passes, the worker throws it', async () => {
    const answers: Record<Network, string | Error> = { mainnet: new Error('Method not found'), devnet: outage('devnet') };
    const identity = new ClusterIdentity(fakeChain(answers), expectations, { recheckMs: 60_000 });
    await expect(identity.admit('mainnet', { outage: 'pass' })).rejects.toMatchObject({ code: 'service_unavailable', details: { reason: 'genesis_hash_unanswered' } });
    await identity.admit('devnet', { outage: 'pass' });
    await expect(identity.admit('devnet', { outage: 'throw' })).rejects.toMatchObject({ code: 'upstream_error', details: { reason: 'rpc_unreachable' } });
    expect(identity.verified('devnet')).toBe(false);
  });

  it('a verified network stays verified through an outage; only another hash makes it unready', async () => {
    const answers: Record<Network, string | Error> = { mainnet: MAINNET, devnet: LOCAL };
    const identity = new ClusterIdentity(fakeChain(answers), expectations, { recheckMs: 60_000 });
    await identity.check('mainnet');
    answers.mainnet = outage('mainnet');
    await identity.check('mainnet');
    expect(identity.verified('mainnet')).toBe(true);
    answers.mainnet = LOCAL;
    await identity.check('mainnet');
    expect(identity.verified('mainnet')).toBe(false);
  });
});
