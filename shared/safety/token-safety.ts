/**
 * A token's safety report, read from chain (docs/safety.md): the mint account and its
 * Token-2022 extensions, its Metaplex metadata, its largest holders, and a small sale through
 * the network's swap venue built and simulated. Every finding names the account, field, value
 * and slot that show it, or `{ unknown: reason }` when a check could not run.
 */
import { PublicKey, VersionedTransaction, type AccountInfo, type Connection } from '@solana/web3.js';
import {
  AccountState,
  getDefaultAccountState,
  getMintCloseAuthority,
  getNonTransferable,
  getPausableConfig,
  getPermanentDelegate,
  getTransferFeeConfig,
  getTransferHook,
  unpackAccount,
  unpackMint,
  type Mint,
} from '@solana/spl-token';
import { simulateTransaction } from '../chain/raw-rpc.js';
import { NATIVE_MINT, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../chain/token-list.js';
import { metadataAddress, TOKEN_METADATA_PROGRAM_ID } from '../chain/token-metadata.js';
import type { SwapBuild, SwapClient } from '../swap/swap-venue.js';
import { toTransactionInstruction } from '../swap/jupiter-swap-client.js';
import { compileV0Message } from '../transactions/compile-v0.js';
import { levelOf, type Finding, type SafetyReport } from './safety.types.js';

/** Share of the supply the 10 largest holders (pools and programs left out) may hold before it is a warning, and a danger. */
const CONCENTRATION_WARNING = 0.5;
const CONCENTRATION_DANGER = 0.8;
/** A transfer fee at or above this (basis points) is a danger; any fee at all a warning. */
const TRANSFER_FEE_DANGER_BPS = 500;
/** Price impact (percent) of the test sale above which liquidity is low. */
const LOW_LIQUIDITY_IMPACT_PCT = 5;
/** The test sale: this fraction of the largest seller's balance (at least 1 raw unit). */
const SALE_FRACTION = 1000n;
const TOP_HOLDERS = 10;
/** Wallet holders a test sale is tried from, largest first. */
const SALE_CANDIDATES = 3;

/** What the report is computed with. */
export interface TokenSafetyInput {
  connection: Connection;
  mint: string;
  /** The network's swap venue (null: none, sellability is unknown). */
  venue: SwapClient | null;
  /** A curated (registry) token: its issuer's mint and freeze authorities are warnings, not dangers (USDC's issuer holds both). */
  curated: boolean;
  /** Token account owners known to be pools or programs (left out of concentration). */
  knownHolders?: ReadonlySet<string>;
  now?: () => number;
}

/** Not a mint account: the report is a 404. */
export class NotAMint extends Error {}

function keyOf(value: PublicKey | null | undefined): string | null {
  return value && !value.equals(PublicKey.default) ? value.toBase58() : null;
}

/** A Metaplex Metadata account's update authority and is_mutable flag. */
function metaplexMutability(data: Uint8Array): { updateAuthority: string; isMutable: boolean } | null {
  if (data.length < 66 || data[0] !== 4) return null;
  const view = Buffer.from(data);
  let offset = 65;
  for (let i = 0; i < 3; i++) {
    if (offset + 4 > view.length) return null;
    offset += 4 + view.readUInt32LE(offset);
  }
  offset += 2; // seller_fee_basis_points
  if (offset >= view.length) return null;
  if (view[offset] === 1) {
    if (offset + 5 > view.length) return null;
    offset += 5 + view.readUInt32LE(offset + 1) * 34;
  } else offset += 1;
  offset += 1; // primary_sale_happened
  if (offset >= view.length) return null;
  return { updateAuthority: new PublicKey(view.subarray(1, 33)).toBase58(), isMutable: view[offset] === 1 };
}

/** The Token-2022 TokenMetadata extension's update authority (none: immutable). */
function token2022UpdateAuthority(mint: Mint): string | null | undefined {
  const tlv = mint.tlvData;
  let offset = 0;
  while (offset + 4 <= tlv.length) {
    const type = tlv.readUInt16LE(offset);
    const length = tlv.readUInt16LE(offset + 2);
    if (type === 19 && length >= 32) return keyOf(new PublicKey(tlv.subarray(offset + 4, offset + 36)));
    offset += 4 + length;
  }
  return undefined;
}

/** Compute a token's report; throws NotAMint for an address that is no mint, and RPC errors as they come. */
export async function tokenSafetyReport(input: TokenSafetyInput): Promise<SafetyReport> {
  const { connection, mint } = input;
  const now = input.now ?? Date.now;
  const mintKey = new PublicKey(mint);
  const { context, value: account } = await connection.getAccountInfoAndContext(mintKey, 'confirmed');
  const slot = context.slot;
  if (!account || !(account.owner.toBase58() === TOKEN_PROGRAM_ID || account.owner.toBase58() === TOKEN_2022_PROGRAM_ID)) throw new NotAMint(mint);
  let state: Mint;
  try {
    state = unpackMint(mintKey, account, account.owner);
  } catch {
    throw new NotAMint(mint);
  }
  const findings: Finding[] = [];
  const at = (field: string, value: unknown, extra: Record<string, unknown> = {}) => ({ account: mint, field, value, slot, ...extra });

  const mintAuthority = keyOf(state.mintAuthority);
  if (mintAuthority) {
    findings.push({
      // A warning, not a danger: minting dilutes holders but cannot take, lock or tax what the
      // wallet holds (docs/safety.md); the local universe's seeded mints keep the faucet's.
      code: 'mint_authority', severity: 'warning',
      message: input.curated ? `${mintAuthority}, the issuer of this curated token, can mint more of it.` : `${mintAuthority} can mint more of this token at any time, diluting every holder.`,
      evidence: at('mintAuthority', mintAuthority),
    });
  }
  const freezeAuthority = keyOf(state.freezeAuthority);
  if (freezeAuthority) {
    findings.push({
      code: 'freeze_authority', severity: input.curated ? 'warning' : 'danger',
      message: input.curated ? `${freezeAuthority}, the issuer of this curated token, can freeze any holder's account.` : `${freezeAuthority} can freeze your token account: you could not sell or move this token.`,
      evidence: at('freezeAuthority', freezeAuthority),
    });
  }
  const delegate = keyOf(getPermanentDelegate(state)?.delegate);
  if (delegate) findings.push({ code: 'permanent_delegate', severity: 'danger', message: `${delegate} is a permanent delegate: it can move or burn any holder's balance of this token without asking.`, evidence: at('extensions.permanentDelegate.delegate', delegate) });
  const hook = getTransferHook(state);
  const hookProgram = keyOf(hook?.programId);
  if (hook && hookProgram) {
    findings.push({ code: 'transfer_hook', severity: 'danger', message: `Every transfer runs program ${hookProgram}, which may refuse it (a token you cannot sell).${keyOf(hook.authority) ? ` ${keyOf(hook.authority)} can change the program.` : ''}`, evidence: at('extensions.transferHook.programId', hookProgram, { authority: keyOf(hook.authority) }) });
  }
  const fee = getTransferFeeConfig(state);
  if (fee) {
    const epoch = BigInt((await connection.getEpochInfo('confirmed').catch(() => null))?.epoch ?? 0);
    const current = epoch >= fee.newerTransferFee.epoch ? fee.newerTransferFee : fee.olderTransferFee;
    const pending = fee.newerTransferFee.epoch > epoch ? { basisPoints: fee.newerTransferFee.transferFeeBasisPoints, maximumFee: fee.newerTransferFee.maximumFee.toString(), epoch: Number(fee.newerTransferFee.epoch) } : null;
    const bps = current.transferFeeBasisPoints;
    const authority = keyOf(fee.transferFeeConfigAuthority);
    const worst = Math.max(bps, pending?.basisPoints ?? 0);
    if (worst > 0 || authority) {
      findings.push({
        code: 'transfer_fee', severity: worst >= TRANSFER_FEE_DANGER_BPS ? 'danger' : 'warning',
        message: `Every transfer pays ${bps / 100}% of the amount (at most ${current.maximumFee} raw units) to the token's fee account${authority ? `; ${authority} can change the fee` : ''}${pending ? `; from epoch ${pending.epoch} it becomes ${pending.basisPoints / 100}%` : ''}.`,
        evidence: at('extensions.transferFeeConfig', bps, { basisPoints: bps, maximumFee: current.maximumFee.toString(), authority, withdrawAuthority: keyOf(fee.withdrawWithheldAuthority), pending }),
      });
    }
  }
  const defaultState = getDefaultAccountState(state);
  if (defaultState?.state === AccountState.Frozen) findings.push({ code: 'default_frozen', severity: 'danger', message: `New token accounts of this token start frozen: until ${freezeAuthority ?? 'its freeze authority'} thaws yours, you cannot move what you buy.`, evidence: at('extensions.defaultAccountState.state', 'frozen') });
  if (getNonTransferable(state)) findings.push({ code: 'non_transferable', severity: 'danger', message: 'This token cannot be transferred at all: it cannot be sold.', evidence: at('extensions.nonTransferable', true) });
  const pausable = getPausableConfig(state);
  if (pausable) findings.push({ code: 'pausable', severity: pausable.paused ? 'danger' : 'warning', message: `${keyOf(pausable.authority) ?? 'Its authority'} can pause every transfer of this token${pausable.paused ? '; it is paused now' : ''}.`, evidence: at('extensions.pausableConfig.paused', pausable.paused, { authority: keyOf(pausable.authority) }) });
  const closer = keyOf(getMintCloseAuthority(state)?.closeAuthority);
  if (closer) findings.push({ code: 'mint_close_authority', severity: 'warning', message: `${closer} can close the mint account once the supply is zero.`, evidence: at('extensions.mintCloseAuthority.closeAuthority', closer) });

  findings.push(await metadataFinding(connection, mint, state, slot));
  const holders = await holderFindings(input, state, slot);
  findings.push(...holders);
  const filtered = findings.filter((f): f is Finding => f !== null && f.code !== undefined);
  return { mint, level: levelOf(filtered), findings: filtered, checkedAt: new Date(now()).toISOString(), slot };
}

async function metadataFinding(connection: Connection, mint: string, state: Mint, slot: number): Promise<Finding> {
  const embedded = token2022UpdateAuthority(state);
  if (embedded !== undefined) {
    if (embedded) return { code: 'metadata_mutable', severity: 'warning', message: `${embedded} can change this token's name, symbol and image at any time.`, evidence: { account: mint, field: 'extensions.tokenMetadata.updateAuthority', value: embedded, slot } };
  }
  const address = metadataAddress(mint);
  const account = await connection.getAccountInfo(new PublicKey(address), 'confirmed').catch(() => undefined);
  if (account === undefined) return { code: 'metadata_mutable', severity: 'warning', message: 'The token\'s metadata could not be read.', evidence: { unknown: 'the RPC did not answer for the metadata account' } };
  const parsed = account && account.owner.toBase58() === TOKEN_METADATA_PROGRAM_ID ? metaplexMutability(account.data) : null;
  if (!parsed) return { code: 'metadata_mutable', severity: 'info', message: 'The token has no Metaplex metadata: its name is only what lists say.', evidence: { account: address, field: 'metadata', value: null, slot } };
  if (!parsed.isMutable) return { code: 'metadata_mutable', severity: 'info', message: 'The token\'s metadata is immutable.', evidence: { account: address, field: 'isMutable', value: false, slot, updateAuthority: parsed.updateAuthority } };
  return { code: 'metadata_mutable', severity: 'warning', message: `${parsed.updateAuthority} can change this token's name, symbol and image at any time.`, evidence: { account: address, field: 'isMutable', value: true, slot, updateAuthority: parsed.updateAuthority } };
}

interface Holder { account: string; owner: string; amount: bigint; onCurve: boolean }

/** holder_concentration, not_sellable and low_liquidity. */
async function holderFindings(input: TokenSafetyInput, state: Mint, slot: number): Promise<Finding[]> {
  const { connection, mint } = input;
  let holders: Holder[];
  try {
    const largest = await connection.getTokenLargestAccounts(new PublicKey(mint), 'confirmed');
    const infos = largest.value.length ? await connection.getMultipleAccountsInfo(largest.value.map((l) => l.address), 'confirmed') : [];
    holders = largest.value.flatMap((l, i) => {
      const info = infos[i];
      if (!info) return [];
      try {
        const token = unpackAccount(l.address, info as AccountInfo<Buffer>, info.owner);
        return [{ account: l.address.toBase58(), owner: token.owner.toBase58(), amount: token.amount, onCurve: PublicKey.isOnCurve(token.owner.toBytes()) }];
      } catch {
        return [];
      }
    });
  } catch (err) {
    const reason = `getTokenLargestAccounts failed: ${(err as Error).message}`.slice(0, 300);
    return [
      { code: 'holder_concentration', severity: 'warning', message: 'Who holds this token could not be read.', evidence: { unknown: reason } },
      { code: 'not_sellable', severity: 'warning', message: 'Whether this token can be sold could not be tested: no holder was found to sell from.', evidence: { unknown: reason } },
    ];
  }
  const sale = await testSale(input, holders, slot);
  const known = new Set(input.knownHolders ?? []);
  if (sale.maker) known.add(sale.maker);
  const excluded = holders.filter((h) => !h.onCurve || known.has(h.owner));
  const counted = holders.filter((h) => !excluded.includes(h)).slice(0, TOP_HOLDERS);
  const excludedSupply = excluded.reduce((s, h) => s + h.amount, 0n);
  const circulating = state.supply - excludedSupply;
  const top = counted.reduce((s, h) => s + h.amount, 0n);
  const share = circulating > 0n ? Number((top * 1_000_000n) / circulating) / 1_000_000 : 0;
  const severity = share >= CONCENTRATION_DANGER ? 'danger' : share >= CONCENTRATION_WARNING ? 'warning' : 'info';
  const findings: Finding[] = [{
    code: 'holder_concentration', severity,
    message: `The ${counted.length} largest holders hold ${(share * 100).toFixed(1)}% of the supply outside pools and programs${excluded.length ? ` (${excluded.length} left out: ${excluded.map((h) => h.owner).join(', ')})` : ''}.`,
    evidence: {
      account: mint, field: 'top10Share', value: share, slot, supply: state.supply.toString(),
      top: counted.map((h) => ({ account: h.account, owner: h.owner, amount: h.amount.toString() })),
      excluded: excluded.map((h) => ({ account: h.account, owner: h.owner, amount: h.amount.toString(), kind: known.has(h.owner) ? 'venue' : 'program' })),
    },
  }];
  findings.push(...sale.findings);
  return findings;
}

/** Build a sale of a small amount from the largest wallet holder through the venue and simulate it. */
async function testSale(input: TokenSafetyInput, holders: Holder[], slot: number): Promise<{ findings: Finding[]; maker?: string }> {
  const { connection, mint, venue } = input;
  if (!venue) return { findings: [{ code: 'not_sellable', severity: 'warning', message: 'This network has no swap venue to test a sale through.', evidence: { unknown: 'no swap venue on this network' } }] };
  // The largest wallet holders, in turn (the largest may be the venue's own maker, which cannot sell to itself).
  const sellers = holders.filter((h) => h.onCurve && h.amount > 0n && !(input.knownHolders?.has(h.owner))).slice(0, SALE_CANDIDATES);
  if (!sellers.length) return { findings: [{ code: 'not_sellable', severity: 'warning', message: 'No wallet holds this token to test a sale from.', evidence: { unknown: 'no wallet holder' } }] };
  const outputMint = mint === NATIVE_MINT ? 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' : NATIVE_MINT;
  let build: SwapBuild | undefined;
  let seller = sellers[0];
  let amount = 0n;
  let failure: Error | undefined;
  for (const candidate of sellers) {
    seller = candidate;
    amount = candidate.amount / SALE_FRACTION > 0n ? candidate.amount / SALE_FRACTION : 1n;
    try {
      build = await venue.build({ inputMint: mint, outputMint, amount: amount.toString(), swapMode: 'ExactIn', slippageBps: 5000, wallet: candidate.owner });
      break;
    } catch (err) {
      failure = err as Error;
      const details = (err as { details?: Record<string, unknown> }).details ?? {};
      const noRoute = details.reason === 'no_route' || details.providerCode === 'TOKEN_NOT_TRADABLE';
      if (noRoute) {
        return {
          findings: [
            { code: 'low_liquidity', severity: 'danger', message: 'The network\'s venue has no route to sell this token: you may not be able to sell what you buy.', evidence: { account: mint, field: 'venueRoute', value: null, slot, amount: amount.toString(), outputMint, providerCode: details.providerCode ?? null } },
            { code: 'not_sellable', severity: 'danger', message: 'No sale of this token could be built: the venue has no route for it.', evidence: { account: seller.account, field: 'sale', value: 'no_route', slot, amount: amount.toString() } },
          ],
        };
      }
    }
  }
  if (!build) return { findings: [{ code: 'not_sellable', severity: 'warning', message: 'The venue did not answer a test sale.', evidence: { unknown: `venue: ${failure?.message ?? 'no answer'}`.slice(0, 300) } }] };
  const findings: Finding[] = [];
  const impact = build.priceImpact * 100;
  if (impact > LOW_LIQUIDITY_IMPACT_PCT) findings.push({ code: 'low_liquidity', severity: 'warning', message: `Selling ${amount} raw units moves the price ${impact.toFixed(1)}%: the pool is shallow.`, evidence: { account: mint, field: 'priceImpact', value: build.priceImpact, slot, amount: amount.toString() } });
  try {
    const { blockhash } = await connection.getLatestBlockhash('confirmed');
    const tables = await Promise.all(build.lookupTables.map(async (t) => (await connection.getAddressLookupTable(new PublicKey(t.address))).value)).then((all) => all.filter((t) => t !== null));
    const tx = new VersionedTransaction(compileV0Message(new PublicKey(seller.owner), blockhash, build.instructions.map(toTransactionInstruction), tables));
    const sim = await simulateTransaction(connection, tx, { sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed' });
    if (sim.err !== null) {
      const feeProblem = /InsufficientFundsForFee|AccountNotFound/.test(JSON.stringify(sim.err));
      if (feeProblem) findings.push({ code: 'not_sellable', severity: 'warning', message: 'The test sale could not pay its fee from the holder it was tried from.', evidence: { unknown: `simulation: ${JSON.stringify(sim.err)}` } });
      else findings.push({ code: 'not_sellable', severity: 'danger', message: 'A small sale of this token through the network\'s venue fails: it may be impossible to sell.', evidence: { account: seller.account, field: 'saleSimulation', value: sim.err, slot, amount: amount.toString(), logs: (sim.logs ?? []).slice(-6) } });
    }
  } catch (err) {
    findings.push({ code: 'not_sellable', severity: 'warning', message: 'The test sale could not be simulated.', evidence: { unknown: `simulation: ${(err as Error).message}`.slice(0, 300) } });
  }
  return { findings, ...(build.maker ? { maker: build.maker } : {}) };
}
