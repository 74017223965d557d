/**
 * jsonParsed instructions as a Solana RPC node renders them (transaction-status's
 * parse_instruction) for the programs this service uses: System, SPL Token / Token-2022,
 * Associated Token Account, Memo and Stake. Anything else, or data these do not recognise,
 * stays "partially decoded" (programId, accounts, base58 data), which is also what a node does.
 */
import bs58 from 'bs58';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../shared/chain/token-list.js';
import { STAKE_PROGRAM_ID } from './account-encoding.js';
import { uiTokenAmount } from './token-layout.js';

const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111';
const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const MEMO_PROGRAM_IDS = new Set(['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']);

/** `{ program, parsed }` of a recognised instruction. */
export interface ParsedInstruction {
  program: string;
  parsed: unknown;
}

/** Little-endian reader that throws when the data is too short (the instruction stays unparsed). */
class Reader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  private take(size: number): number {
    if (this.offset + size > this.data.length) throw new RangeError('instruction data too short');
    const at = this.offset;
    this.offset += size;
    return at;
  }

  u8(): number {
    return this.view.getUint8(this.take(1));
  }

  u32(): number {
    return this.view.getUint32(this.take(4), true);
  }

  u64(): bigint {
    return this.view.getBigUint64(this.take(8), true);
  }

  i64(): bigint {
    return this.view.getBigInt64(this.take(8), true);
  }

  key(): string {
    const at = this.take(32);
    return bs58.encode(this.data.subarray(at, at + 32));
  }

  /** Rust String / bincode: u64 length then UTF-8 bytes. */
  string(): string {
    const length = Number(this.u64());
    const at = this.take(length);
    return Buffer.from(this.data.subarray(at, at + length)).toString('utf8');
  }
}

type Parser = (accounts: string[], data: Uint8Array) => unknown;

function named(type: string, info: Record<string, unknown>): { type: string; info: Record<string, unknown> } {
  return { type, info };
}

function requireAccounts(accounts: string[], count: number): void {
  if (accounts.length < count) throw new RangeError('not enough accounts');
}

const parseSystem: Parser = (accounts, data) => {
  const r = new Reader(data);
  switch (r.u32()) {
    case 0:
      requireAccounts(accounts, 2);
      return named('createAccount', { source: accounts[0], newAccount: accounts[1], lamports: Number(r.u64()), space: Number(r.u64()), owner: r.key() });
    case 1:
      requireAccounts(accounts, 1);
      return named('assign', { account: accounts[0], owner: r.key() });
    case 2:
      requireAccounts(accounts, 2);
      return named('transfer', { source: accounts[0], destination: accounts[1], lamports: Number(r.u64()) });
    case 3: {
      requireAccounts(accounts, 2);
      const base = r.key();
      const seed = r.string();
      return named('createAccountWithSeed', { source: accounts[0], newAccount: accounts[1], base, seed, lamports: Number(r.u64()), space: Number(r.u64()), owner: r.key() });
    }
    case 4:
      requireAccounts(accounts, 3);
      return named('advanceNonce', { nonceAccount: accounts[0], recentBlockhashesSysvar: accounts[1], nonceAuthority: accounts[2] });
    case 8:
      requireAccounts(accounts, 1);
      return named('allocate', { account: accounts[0], space: Number(r.u64()) });
    default:
      return undefined;
  }
};

const parseToken: Parser = (accounts, data) => {
  const r = new Reader(data);
  const checkedAmount = () => {
    const amount = r.u64();
    return uiTokenAmount(amount, r.u8());
  };
  switch (r.u8()) {
    case 1:
      requireAccounts(accounts, 4);
      return named('initializeAccount', { account: accounts[0], mint: accounts[1], owner: accounts[2], rentSysvar: accounts[3] });
    case 3:
      requireAccounts(accounts, 3);
      return named('transfer', { source: accounts[0], destination: accounts[1], authority: accounts[2], amount: r.u64().toString() });
    case 4:
      requireAccounts(accounts, 3);
      return named('approve', { source: accounts[0], delegate: accounts[1], owner: accounts[2], amount: r.u64().toString() });
    case 7:
      requireAccounts(accounts, 3);
      return named('mintTo', { mint: accounts[0], account: accounts[1], mintAuthority: accounts[2], amount: r.u64().toString() });
    case 8:
      requireAccounts(accounts, 3);
      return named('burn', { account: accounts[0], mint: accounts[1], authority: accounts[2], amount: r.u64().toString() });
    case 9:
      requireAccounts(accounts, 3);
      return named('closeAccount', { account: accounts[0], destination: accounts[1], owner: accounts[2] });
    case 12:
      requireAccounts(accounts, 4);
      return named('transferChecked', { source: accounts[0], mint: accounts[1], destination: accounts[2], authority: accounts[3], tokenAmount: checkedAmount() });
    case 14:
      requireAccounts(accounts, 3);
      return named('mintToChecked', { mint: accounts[0], account: accounts[1], mintAuthority: accounts[2], tokenAmount: checkedAmount() });
    case 15:
      requireAccounts(accounts, 3);
      return named('burnChecked', { account: accounts[0], mint: accounts[1], authority: accounts[2], tokenAmount: checkedAmount() });
    case 16:
      requireAccounts(accounts, 3);
      return named('initializeAccount2', { account: accounts[0], mint: accounts[1], owner: r.key(), rentSysvar: accounts[2] });
    case 17:
      requireAccounts(accounts, 1);
      return named('syncNative', { account: accounts[0] });
    case 18:
      requireAccounts(accounts, 2);
      return named('initializeAccount3', { account: accounts[0], mint: accounts[1], owner: r.key() });
    case 22:
      requireAccounts(accounts, 1);
      return named('initializeImmutableOwner', { account: accounts[0] });
    case 26: {
      // Token-2022 TransferFee extension; sub-instruction 1 is TransferCheckedWithFee.
      if (r.u8() !== 1) return undefined;
      requireAccounts(accounts, 4);
      const tokenAmount = checkedAmount();
      return named('transferCheckedWithFee', {
        source: accounts[0], mint: accounts[1], destination: accounts[2], authority: accounts[3], tokenAmount, feeAmount: uiTokenAmount(r.u64(), tokenAmount.decimals),
      });
    }
    default:
      return undefined;
  }
};

const parseAssociatedToken: Parser = (accounts, data) => {
  const kind = data.length === 0 ? 0 : data[0];
  if (kind > 1) return undefined;
  requireAccounts(accounts, 6);
  return named(kind === 0 ? 'create' : 'createIdempotent', {
    source: accounts[0], account: accounts[1], wallet: accounts[2], mint: accounts[3], systemProgram: accounts[4], tokenProgram: accounts[5],
  });
};

const parseStake: Parser = (accounts, data) => {
  const r = new Reader(data);
  switch (r.u32()) {
    case 0: {
      requireAccounts(accounts, 2);
      const authorized = { staker: r.key(), withdrawer: r.key() };
      const lockup = { unixTimestamp: Number(r.i64()), epoch: Number(r.u64()), custodian: r.key() };
      return named('initialize', { stakeAccount: accounts[0], rentSysvar: accounts[1], authorized, lockup });
    }
    case 2:
      requireAccounts(accounts, 6);
      return named('delegate', {
        stakeAccount: accounts[0], voteAccount: accounts[1], clockSysvar: accounts[2], stakeHistorySysvar: accounts[3], stakeConfigAccount: accounts[4], stakeAuthority: accounts[5],
      });
    case 3:
      requireAccounts(accounts, 3);
      return named('split', { stakeAccount: accounts[0], newSplitAccount: accounts[1], stakeAuthority: accounts[2], lamports: Number(r.u64()) });
    case 4:
      requireAccounts(accounts, 5);
      return named('withdraw', {
        stakeAccount: accounts[0], destination: accounts[1], clockSysvar: accounts[2], stakeHistorySysvar: accounts[3], withdrawAuthority: accounts[4], lamports: Number(r.u64()),
      });
    case 5:
      requireAccounts(accounts, 3);
      return named('deactivate', { stakeAccount: accounts[0], clockSysvar: accounts[1], stakeAuthority: accounts[2] });
    default:
      return undefined;
  }
};

const PARSERS = new Map<string, { program: string; parse: Parser }>([
  [SYSTEM_PROGRAM_ID, { program: 'system', parse: parseSystem }],
  [TOKEN_PROGRAM_ID, { program: 'spl-token', parse: parseToken }],
  [TOKEN_2022_PROGRAM_ID, { program: 'spl-token', parse: parseToken }],
  [ASSOCIATED_TOKEN_PROGRAM_ID, { program: 'spl-associated-token-account', parse: parseAssociatedToken }],
  [STAKE_PROGRAM_ID, { program: 'stake', parse: parseStake }],
  ...[...MEMO_PROGRAM_IDS].map((id) => [id, { program: 'spl-memo', parse: (_accounts: string[], data: Uint8Array) => Buffer.from(data).toString('utf8') }] as const),
]);

/** The parsed form of an instruction, or null when it stays partially decoded. */
export function parseInstruction(programId: string, accounts: string[], data: Uint8Array): ParsedInstruction | null {
  const parser = PARSERS.get(programId);
  if (!parser) return null;
  try {
    const parsed = parser.parse(accounts, data);
    return parsed === undefined ? null : { program: parser.program, parsed };
  } catch {
    // Short or malformed data: a node shows such an instruction partially decoded too.
    return null;
  }
}
