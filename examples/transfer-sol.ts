/**
 * A small client of the API, typed by the types openapi-typescript generates from the
 * service's OpenAPI document (examples/api-types.ts): parse "send X SOL to Y" into an intent,
 * build the transaction, sign it with @solana/web3.js and submit it: the service lands it
 * (rebroadcasting until confirmed, failed or expired), so the client needs no RPC of its own.
 *
 *   SERVICE_API_KEY=service_test_… npx tsx examples/transfer-sol.ts \
 *     http://127.0.0.1:3000 ./wallet.json <recipient> 0.01
 *
 * (wallet.json: a keypair file as `solana-keygen new` writes it; the API key needs the
 * write:intents and write:transactions scopes; a test key builds for the development cluster.)
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { components, paths } from './api-types.js';

export type Intent = components['schemas']['Intent'];
export type BuildResult = components['schemas']['BuildResult'];
export type TransactionRecord = components['schemas']['BuiltTransaction'];
type ErrorBody = components['schemas']['ErrorEnvelope'];
type CreateIntentBody = paths['/v1/intents']['post']['requestBody']['content']['application/json'];
type BuildBody = paths['/v1/transactions/build']['post']['requestBody']['content']['application/json'];
type CreateIntentAnswer = paths['/v1/intents']['post']['responses'][201]['content']['application/json'];
type BuildAnswer = paths['/v1/transactions/build']['post']['responses'][200]['content']['application/json'];
type SubmitBody = paths['/v1/transactions/{id}/submit']['post']['requestBody']['content']['application/json'];
type SubmitAnswer = paths['/v1/transactions/{id}/submit']['post']['responses'][200]['content']['application/json'];

/** An answer in the error envelope, with its status. */
export class ServiceError extends Error {
  constructor(readonly status: number, readonly error: ErrorBody['error']) {
    super(`${status} ${error.code}: ${error.message}`);
    this.name = 'ServiceError';
  }
}

/** The calls this example needs; every other operation is typed the same way in api-types.ts. */
export class ServiceClient {
  constructor(private readonly baseUrl: string, private readonly apiKey: string) {}

  /** POST with a fresh Idempotency-Key, so a retry of the same call is safe. */
  private async post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T | ErrorBody;
    if (!res.ok) throw new ServiceError(res.status, (json as ErrorBody).error);
    // 202: the job outlived the request's deadline; the answer is the pending record.
    if (res.status === 202) throw new Error(`${path} is still running; poll ${res.headers.get('Location')}`);
    return json as T;
  }

  async createIntent(body: CreateIntentBody): Promise<Intent> {
    return (await this.post<CreateIntentAnswer>('/v1/intents', body)).data;
  }

  async buildTransaction(body: BuildBody): Promise<BuildResult> {
    return (await this.post<BuildAnswer>('/v1/transactions/build', body)).data;
  }

  /**
   * Submit the signed transaction and wait (up to `waitSeconds`, `Prefer: wait=N`) for it to be
   * confirmed, failed on chain or expired. Same bytes, same submission: a retry is safe.
   */
  async submitTransaction(id: string, body: SubmitBody, waitSeconds = 30): Promise<TransactionRecord> {
    return (await this.post<SubmitAnswer>(`/v1/transactions/${id}/submit`, body, { Prefer: `wait=${waitSeconds}` })).data;
  }
}

export interface TransferSolOptions {
  baseUrl: string;
  apiKey: string;
  wallet: Keypair;
  recipient: string;
  /** Whole SOL, as a decimal string ("0.5"). */
  amountSol: string;
}

/** Parse, build, sign and submit a SOL transfer, landed by the service; answers the records and the signature. */
export async function transferSol(o: TransferSolOptions): Promise<{ intent: Intent; build: BuildResult; landed: TransactionRecord; signature: string }> {
  const client = new ServiceClient(o.baseUrl, o.apiKey);
  const walletAddress = o.wallet.publicKey.toBase58();
  const intent = await client.createIntent({ walletAddress, command: `send ${o.amountSol} SOL to ${o.recipient}` });
  const build = await client.buildTransaction({ intentId: intent.id, walletAddress });
  if (!build.transaction || build.lastValidBlockHeight === null) throw new Error(`build ${build.id} is ${build.status}`);
  if (build.simulation && !build.simulation.success) throw new Error(`the simulation failed: ${build.simulation.logs.join('\n')}`);

  const tx = VersionedTransaction.deserialize(Buffer.from(build.transaction, 'base64'));
  tx.sign([o.wallet]);
  const landed = await client.submitTransaction(build.id, { transaction: Buffer.from(tx.serialize()).toString('base64') });
  if (landed.status !== 'confirmed') throw new Error(`the transaction is ${landed.status}: ${JSON.stringify(landed.error)}`);
  return { intent, build, landed, signature: landed.signature! };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, walletFile, recipient, amountSol] = process.argv.slice(2);
  const apiKey = process.env.SERVICE_API_KEY;
  if (!baseUrl || !walletFile || !recipient || !amountSol || !apiKey) {
    console.error('usage: SERVICE_API_KEY=… tsx examples/transfer-sol.ts <baseUrl> <wallet.json> <recipient> <amountSol>');
    process.exit(2);
  }
  const wallet = Keypair.fromSecretKey(Uint8Array.from(JSON.parse(readFileSync(walletFile, 'utf8')) as number[]));
  const { intent, build, landed, signature } = await transferSol({ baseUrl, apiKey, wallet, recipient, amountSol });
  console.log(JSON.stringify({ intentId: intent.id, transactionId: build.id, fee: build.expectedOutput?.fee, signature, timeToLandMs: landed.timeToLandMs }, null, 2));
}
