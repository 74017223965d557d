/**
 * What any transaction does to a wallet before it signs (POST /v1/transactions/explain,
 * docs/safety.md): simulated with its blockhash replaced and signatures unchecked, its writable
 * accounts read before and after, the wallet's changes, and the risks a wallet should warn about.
 */
import { ComputeBudgetProgram, PublicKey, VersionedTransaction, type AddressLookupTableAccount, type Connection } from '@solana/web3.js';
import { getMultipleAccounts, simulateTransaction } from '../chain/raw-rpc.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../chain/token-list.js';
import { TOKEN_METADATA_PROGRAM_ID } from '../chain/token-metadata.js';
import { walletChanges, type TokenNamer, type WalletChanges } from '../transactions/wallet-changes.js';

/** Programs a wallet meets every day; any other is `unknown_program`. */
export const KNOWN_PROGRAMS: Readonly<Record<string, string>> = {
  '11111111111111111111111111111111': 'System',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
  [TOKEN_PROGRAM_ID]: 'SPL Token',
  [TOKEN_2022_PROGRAM_ID]: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo (v1)',
  Stake11111111111111111111111111111111111111: 'Stake',
  AddressLookupTab1e1111111111111111111111111: 'Address Lookup Table',
  JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4: 'Jupiter Aggregator v6',
  SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy: 'SPL Stake Pool',
  [TOKEN_METADATA_PROGRAM_ID]: 'Metaplex Token Metadata',
};

/** A fee above this many lamports is `fee_over` (0.01 SOL: hundreds of times a busy swap's). */
export const FEE_OVER_LAMPORTS = 10_000_000n;
const U64_MAX = 18446744073709551615n;
const TOKEN_CLOSE_ACCOUNT = 9;
const TOKEN_APPROVE = 4;
const TOKEN_APPROVE_CHECKED = 13;
const LAMPORTS_PER_SIGNATURE = 5000n;
const MAX_ACCOUNTS = 100;

export type RiskCode = 'authority_change' | 'unlimited_delegate' | 'closes_to_other' | 'unknown_program' | 'fee_over';
export interface Risk { code: RiskCode; message: string; account?: string; to?: string | null; program?: string; lamports?: string }

export interface Explanation {
  walletAddress: string;
  simulation: { success: boolean; error: unknown; logs: string[] };
  /** Null when the simulation failed (nothing would change but the fee). */
  changes: WalletChanges | null;
  risks: Risk[];
  programs: { id: string; name: string | null }[];
}

/** The transaction's fee from its signatures and compute budget instructions. */
function feeOf(tx: VersionedTransaction, keys: PublicKey[]): bigint {
  let limit = 200_000n * BigInt(Math.max(1, tx.message.compiledInstructions.length));
  let price = 0n;
  for (const ix of tx.message.compiledInstructions) {
    if (!keys[ix.programIdIndex]?.equals(ComputeBudgetProgram.programId)) continue;
    const data = Buffer.from(ix.data);
    if (data[0] === 2 && data.length >= 5) limit = BigInt(data.readUInt32LE(1));
    if (data[0] === 3 && data.length >= 9) price = data.readBigUInt64LE(1);
  }
  if (limit > 1_400_000n) limit = 1_400_000n;
  return BigInt(tx.message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + (price * limit + 999_999n) / 1_000_000n;
}

/** Explain a transaction for a wallet; RPC failures throw (the caller answers them). */
export async function explainTransaction(connection: Connection, tx: VersionedTransaction, wallet: string, nameOf: TokenNamer): Promise<Explanation> {
  const tables: AddressLookupTableAccount[] = [];
  for (const lookup of tx.message.addressTableLookups) {
    const table = (await connection.getAddressLookupTable(lookup.accountKey)).value;
    if (!table) throw new Error(`the lookup table ${lookup.accountKey.toBase58()} does not exist`);
    tables.push(table);
  }
  const resolved = tx.message.getAccountKeys({ addressLookupTableAccounts: tables });
  const keys: PublicKey[] = [];
  for (let i = 0; i < resolved.length; i++) keys.push(resolved.get(i)!);
  const writable = keys.filter((_k, i) => tx.message.isAccountWritable(i)).slice(0, MAX_ACCOUNTS);
  const [sim, before] = await Promise.all([
    simulateTransaction(connection, tx, { sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed', accounts: writable.map((k) => k.toBase58()) }),
    getMultipleAccounts(connection, writable, 'confirmed'),
  ]);
  const fee = feeOf(tx, keys);
  const ok = sim.err === null && sim.accounts !== undefined && sim.accounts.length === writable.length;
  const changes = ok ? walletChanges(wallet, writable.map((k, i) => ({ address: k.toBase58(), before: before[i], after: sim.accounts![i] })), fee, nameOf) : null;

  const risks: Risk[] = [];
  for (const a of changes?.authority ?? []) {
    if (a.kind === 'owner') risks.push({ code: 'authority_change', account: a.account, to: a.to, message: `Hands the wallet's token account ${a.account} (${a.amount} raw units of ${a.mint}) to ${a.to}: it would no longer be the wallet's.` });
    if (a.kind === 'close') risks.push({ code: 'authority_change', account: a.account, to: a.to, message: `Makes ${a.to ?? 'no one'} the close authority of the wallet's token account ${a.account}.` });
    if (a.kind === 'delegate' && a.to && a.amount !== null && BigInt(a.amount) === U64_MAX) risks.push({ code: 'unlimited_delegate', account: a.account, to: a.to, message: `Lets ${a.to} spend every token of ${a.mint} in ${a.account}, now and later, without asking.` });
  }
  // CloseAccount of a wallet's token account whose lamports go to someone else.
  const owned = new Set(writable.map((k, i) => ({ k: k.toBase58(), info: before[i] })).filter(({ info }) => {
    if (!info) return false;
    const program = info.owner.toBase58();
    return (program === TOKEN_PROGRAM_ID || program === TOKEN_2022_PROGRAM_ID) && info.data.length >= 64 && new PublicKey(info.data.subarray(32, 64)).toBase58() === wallet;
  }).map(({ k }) => k));
  const mintOf = new Map(writable.map((k, i) => [k.toBase58(), before[i] && before[i].data.length >= 32 ? new PublicKey(before[i].data.subarray(0, 32)).toBase58() : '']));
  const programs = new Map<string, string | null>();
  for (const ix of tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex]?.toBase58();
    if (!program) continue;
    programs.set(program, KNOWN_PROGRAMS[program] ?? null);
    // Approve / ApproveChecked of a wallet's account: named even when a later instruction of the
    // same transaction clears the delegate again (an owner change does), as its end state would hide it.
    if ((program === TOKEN_PROGRAM_ID || program === TOKEN_2022_PROGRAM_ID) && (ix.data[0] === TOKEN_APPROVE || ix.data[0] === TOKEN_APPROVE_CHECKED) && ix.data.length >= 9) {
      const account = keys[ix.accountKeyIndexes[0]]?.toBase58();
      const delegate = keys[ix.accountKeyIndexes[ix.data[0] === TOKEN_APPROVE ? 1 : 2]]?.toBase58() ?? null;
      const amount = Buffer.from(ix.data).readBigUInt64LE(1);
      if (account && owned.has(account)) {
        const mint = mintOf.get(account)!;
        if (changes && !changes.authority.some((a) => a.kind === 'delegate' && a.account === account && a.to === delegate)) {
          changes.authority.push({ account, kind: 'delegate', from: null, to: delegate, amount: amount.toString(), mint });
        }
        if (amount === U64_MAX && !risks.some((r) => r.code === 'unlimited_delegate' && r.account === account && r.to === delegate)) {
          risks.push({ code: 'unlimited_delegate', account, to: delegate, message: `Lets ${delegate} spend every token of ${mint} in ${account}, now and later, without asking.` });
        }
      }
    }
    if ((program === TOKEN_PROGRAM_ID || program === TOKEN_2022_PROGRAM_ID) && ix.data[0] === TOKEN_CLOSE_ACCOUNT) {
      const account = keys[ix.accountKeyIndexes[0]]?.toBase58();
      const destination = keys[ix.accountKeyIndexes[1]]?.toBase58();
      if (account && owned.has(account) && destination !== wallet) risks.push({ code: 'closes_to_other', account, to: destination ?? null, message: `Closes the wallet's token account ${account} and sends its rent to ${destination}.` });
    }
  }
  for (const [program, name] of programs) if (name === null) risks.push({ code: 'unknown_program', program, message: `Runs program ${program}, which this service does not know: only sign if you trust the app that sent it.` });
  if (fee > FEE_OVER_LAMPORTS) risks.push({ code: 'fee_over', lamports: fee.toString(), message: `Pays ${fee} lamports in fees, more than ${FEE_OVER_LAMPORTS} (0.01 SOL).` });
  return {
    walletAddress: wallet,
    simulation: { success: sim.err === null, error: sim.err, logs: (sim.logs ?? []).slice(-20) },
    changes,
    risks,
    programs: [...programs].map(([id, name]) => ({ id, name })),
  };
}
