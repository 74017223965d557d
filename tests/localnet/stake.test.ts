import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authorized, Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, StakeProgram, type ParsedAccountData } from '@solana/web3.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair, sendConfirmed } from './cluster-helpers.js';

const SLOTS_PER_EPOCH = 32;

describe('local cluster: staking with the seeded validator', () => {
  let cluster: LocalCluster;
  let connection: Connection;

  beforeAll(async () => {
    // Short epochs, moved only by the test, so a stake can deactivate and be withdrawn.
    cluster = await startLocalCluster({ port: 0, slotMs: 3_600_000, slotsPerEpoch: SLOTS_PER_EPOCH });
    connection = new Connection(cluster.url, 'confirmed');
  });

  afterAll(async () => {
    await cluster.close();
  });

  it('delegates, finds the stake by withdrawer, deactivates and withdraws it', async () => {
    const wallet = await fundedKeypair(connection, 10);
    const stake = Keypair.generate();
    const vote = new PublicKey(cluster.validatorVoteAccount);
    const voteAccounts = await connection.getVoteAccounts();
    expect(voteAccounts.current.map((v) => v.votePubkey)).toEqual([cluster.validatorVoteAccount]);

    await sendConfirmed(
      connection,
      [
        ...StakeProgram.createAccount({ fromPubkey: wallet.publicKey, stakePubkey: stake.publicKey, authorized: new Authorized(wallet.publicKey, wallet.publicKey), lamports: 2 * LAMPORTS_PER_SOL }).instructions,
        ...StakeProgram.delegate({ stakePubkey: stake.publicKey, authorizedPubkey: wallet.publicKey, votePubkey: vote }).instructions,
      ],
      [wallet, stake],
    );

    // The builder's lookup: stake accounts whose withdrawer (offset 44) is the wallet.
    const found = await connection.getParsedProgramAccounts(StakeProgram.programId, {
      filters: [{ dataSize: StakeProgram.space }, { memcmp: { offset: 44, bytes: wallet.publicKey.toBase58() } }],
    });
    expect(found.map((a) => a.pubkey.toBase58())).toEqual([stake.publicKey.toBase58()]);
    const parsed = (found[0].account.data as ParsedAccountData).parsed;
    expect(parsed.type).toBe('delegated');
    expect(parsed.info.meta.authorized).toEqual({ staker: wallet.publicKey.toBase58(), withdrawer: wallet.publicKey.toBase58() });
    expect(parsed.info.stake.delegation.voter).toBe(cluster.validatorVoteAccount);
    const { epoch } = await connection.getEpochInfo();
    expect(parsed.info.stake.delegation.activationEpoch).toBe(String(epoch));
    const someoneElse = await connection.getProgramAccounts(StakeProgram.programId, { filters: [{ memcmp: { offset: 44, bytes: Keypair.generate().publicKey.toBase58() } }] });
    expect(someoneElse).toHaveLength(0);
    expect((await connection.getVoteAccounts()).current[0].activatedStake).toBeGreaterThan(0);

    cluster.advanceSlots(SLOTS_PER_EPOCH);
    await sendConfirmed(connection, StakeProgram.deactivate({ stakePubkey: stake.publicKey, authorizedPubkey: wallet.publicKey }).instructions, [wallet]);
    cluster.advanceSlots(SLOTS_PER_EPOCH);
    const stakeLamports = await connection.getBalance(stake.publicKey);
    const before = await connection.getBalance(wallet.publicKey);
    await sendConfirmed(
      connection,
      StakeProgram.withdraw({ stakePubkey: stake.publicKey, authorizedPubkey: wallet.publicKey, toPubkey: wallet.publicKey, lamports: stakeLamports }).instructions,
      [wallet],
    );
    expect(await connection.getAccountInfo(stake.publicKey)).toBeNull();
    expect(await connection.getBalance(wallet.publicKey)).toBe(before + stakeLamports - 5000);
  });
});
