/**
 * Two JSON-RPC reads every build makes, sent through the Connection's own transport (its
 * rpcFetch: deadline, retries, counts) but read without web3.js's response validation:
 * superstruct's checks of a getMultipleAccounts or simulateTransaction answer (unions that
 * throw and catch an error per alternative tried) cost ~0.5 ms of CPU per build here, a sixth
 * of the builder's own CPU. The answers are checked here instead, field by field, for what the
 * builder reads; anything else is an Error that rpc() turns into upstream_error.
 */
import { PublicKey, SolanaJSONRPCError, type AccountInfo, type Commitment, type Connection, type TransactionError, type VersionedTransaction } from '@solana/web3.js';
import { base58Of } from './key-text.js';

type RawRequest = (method: string, params: unknown[]) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;

/** The Connection's JSON-RPC request function (web3.js 1.x keeps it as `_rpcRequest`). */
function requester(connection: Connection): RawRequest | null {
  const request = (connection as unknown as { _rpcRequest?: RawRequest })._rpcRequest;
  return typeof request === 'function' ? request.bind(connection) : null;
}

async function call(request: RawRequest, method: string, params: unknown[]): Promise<unknown> {
  const answer = await request(method, params);
  if (answer && typeof answer === 'object' && answer.error) throw new SolanaJSONRPCError(answer.error, `failed to ${method}`);
  return answer?.result;
}

function malformed(method: string, what: string): Error {
  return new Error(`the RPC answered ${method} with ${what}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** getMultipleAccountsInfo (base64), as web3.js answers it: the account or null per address, in order. */
export async function getMultipleAccounts(connection: Connection, addresses: PublicKey[], commitment: Commitment): Promise<(AccountInfo<Buffer> | null)[]> {
  const request = requester(connection);
  if (!request) return connection.getMultipleAccountsInfo(addresses, commitment);
  const result = await call(request, 'getMultipleAccounts', [addresses.map(base58Of), { encoding: 'base64', commitment }]);
  const value = isObject(result) ? result.value : undefined;
  if (!Array.isArray(value) || value.length !== addresses.length) throw malformed('getMultipleAccounts', `no list of ${addresses.length} accounts`);
  return value.map((account: unknown) => {
    if (account === null) return null;
    if (!isObject(account) || !Array.isArray(account.data) || typeof account.data[0] !== 'string' || typeof account.lamports !== 'number'
      || typeof account.owner !== 'string' || typeof account.executable !== 'boolean') {
      throw malformed('getMultipleAccounts', 'an account without base64 data, lamports, owner and executable');
    }
    return {
      data: Buffer.from(account.data[0], 'base64'),
      executable: account.executable,
      lamports: account.lamports,
      owner: new PublicKey(account.owner),
      rentEpoch: typeof account.rentEpoch === 'number' ? account.rentEpoch : undefined,
    };
  });
}

/** What a simulation answered that the builder reads. */
export interface RawSimulation {
  err: TransactionError | string | null;
  logs: string[] | null;
  unitsConsumed?: number;
  /** The accounts asked for in `accounts`, after the transaction (null: absent), in order. */
  accounts?: (AccountInfo<Buffer> | null)[];
}

function decodeAccount(method: string, account: unknown): AccountInfo<Buffer> | null {
  if (account === null) return null;
  if (!isObject(account) || !Array.isArray(account.data) || typeof account.data[0] !== 'string' || typeof account.lamports !== 'number'
    || typeof account.owner !== 'string' || typeof account.executable !== 'boolean') {
    throw malformed(method, 'an account without base64 data, lamports, owner and executable');
  }
  return { data: Buffer.from(account.data[0], 'base64'), executable: account.executable, lamports: account.lamports, owner: new PublicKey(account.owner), rentEpoch: typeof account.rentEpoch === 'number' ? account.rentEpoch : undefined };
}

/** simulateTransaction of a versioned transaction (base64), as web3.js answers `.value`. */
export async function simulateTransaction(connection: Connection, tx: VersionedTransaction, config: { sigVerify: boolean; replaceRecentBlockhash: boolean; commitment: Commitment; accounts?: string[] }): Promise<RawSimulation> {
  const request = requester(connection);
  const { accounts: addresses, ...rest } = config;
  if (!request) {
    const { err, logs, unitsConsumed } = (await connection.simulateTransaction(tx, rest)).value;
    return { err, logs, ...(unitsConsumed === undefined ? {} : { unitsConsumed }) };
  }
  const result = await call(request, 'simulateTransaction', [Buffer.from(tx.serialize()).toString('base64'), { ...rest, encoding: 'base64', ...(addresses?.length ? { accounts: { addresses, encoding: 'base64' } } : {}) }]);
  const value = isObject(result) ? result.value : undefined;
  if (!isObject(value) || !('err' in value)) throw malformed('simulateTransaction', 'no result value');
  const logs = value.logs;
  if (logs !== null && logs !== undefined && !(Array.isArray(logs) && logs.every((l) => typeof l === 'string'))) throw malformed('simulateTransaction', 'logs that are not strings');
  return {
    err: (value.err ?? null) as TransactionError | string | null,
    logs: (logs ?? null) as string[] | null,
    ...(typeof value.unitsConsumed === 'number' ? { unitsConsumed: value.unitsConsumed } : {}),
    ...(addresses?.length && Array.isArray(value.accounts) ? { accounts: value.accounts.map((a: unknown) => decodeAccount('simulateTransaction', a)) } : {}),
  };
}
