/**
 * The local cluster's state across restarts (docs/deployment.md, "The local cluster's data"):
 * on shutdown every account owned by the programs a wallet can hold something with (System:
 * wallets; SPL Token and Token-2022: mints and token accounts; Stake; Vote; Metaplex metadata;
 * address lookup tables) is written to one JSON file, with the slot; at start, after genesis
 * and the universe are seeded, they are written back over it and the slot moves forward to the
 * saved one (the chain only moves forward: blockhashes handed out before the restart expire).
 * The chain's own transaction history (getSignaturesForAddress, getTransaction) is not kept:
 * the service's history is in Postgres. The file is written atomically (a temporary file
 * renamed), so a crash mid-write leaves the previous snapshot.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Address, Lamports } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../shared/chain/token-list.js';
import { TOKEN_METADATA_PROGRAM_ID } from '../shared/chain/token-metadata.js';
import { STAKE_PROGRAM_ID } from './account-encoding.js';
import type { LocalLedger } from './ledger.js';

/** Owners whose accounts the snapshot keeps. */
const KEPT_OWNERS = [
  '11111111111111111111111111111111',
  TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  STAKE_PROGRAM_ID,
  'Vote111111111111111111111111111111111111111',
  TOKEN_METADATA_PROGRAM_ID,
  'AddressLookupTab1e1111111111111111111111111',
];

const VERSION = 1;
export const SNAPSHOT_FILE = 'ledger.json';

interface SnapshotFile {
  version: number;
  savedAt: string;
  slot: number;
  /** [address, lamports, owner, data (base64), executable] */
  accounts: Array<[string, string, string, string, boolean]>;
}

/** The snapshot's path in a data folder. */
export function snapshotPath(dataDir: string): string {
  return join(dataDir, SNAPSHOT_FILE);
}

/** Write the ledger's accounts and slot to `dataDir`. Returns how many accounts were written. */
export function saveSnapshot(ledger: LocalLedger, dataDir: string): number {
  const accounts: SnapshotFile['accounts'] = [];
  for (const owner of KEPT_OWNERS) {
    for (const { address, account } of ledger.programAccounts(owner)) {
      accounts.push([address, account.lamports.toString(), account.owner, Buffer.from(account.data).toString('base64'), account.executable]);
    }
  }
  const file = snapshotPath(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  const snapshot: SnapshotFile = { version: VERSION, savedAt: new Date().toISOString(), slot: ledger.slot, accounts };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshot));
  renameSync(temporary, file);
  return accounts.length;
}

/**
 * Load a snapshot of `dataDir` into a freshly seeded ledger; null when there is none. A file
 * that cannot be read is an error naming it and how to start afresh (never a silent reset).
 */
export function loadSnapshot(ledger: LocalLedger, dataDir: string): { accounts: number; slot: number; savedAt: string } | null {
  const file = snapshotPath(dataDir);
  if (!existsSync(file)) return null;
  let snapshot: SnapshotFile;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
    if (snapshot.version !== VERSION || !Array.isArray(snapshot.accounts) || !Number.isSafeInteger(snapshot.slot)) throw new Error('not a snapshot of this version');
  } catch (err) {
    throw new Error(`local cluster: cannot read its saved state ${file} (${(err as Error).message}); start afresh with npm run localnet -- --reset`, { cause: err });
  }
  for (const [address, lamports, owner, data, executable] of snapshot.accounts) {
    const bytes = Buffer.from(data, 'base64');
    ledger.svm.setAccount({
      address: address as Address,
      programAddress: owner as Address,
      lamports: BigInt(lamports) as Lamports,
      data: new Uint8Array(bytes),
      executable,
      space: BigInt(bytes.length),
    });
  }
  if (snapshot.slot > ledger.slot) ledger.advanceSlots(snapshot.slot - ledger.slot);
  return { accounts: snapshot.accounts.length, slot: snapshot.slot, savedAt: snapshot.savedAt };
}

/** Forget the saved state (`--reset`). */
export function removeSnapshot(dataDir: string): boolean {
  const file = snapshotPath(dataDir);
  if (!existsSync(file)) return false;
  rmSync(file);
  return true;
}
