/** The embedded local Solana cluster (LiteSVM behind JSON-RPC): the module's public surface. */
export { startLocalCluster, LocalClusterPortError, type LocalCluster, type LocalClusterOptions } from './local-cluster.js';
export { LocalFaucet, faucetAuthorityKeypair, type FaucetMint } from './faucet.js';
export { MAX_REQUEST_BODY_BYTES, type ClusterLogger } from './rpc-server.js';
export { JsonRpcError, RPC_ERROR } from './rpc-error.js';
export { BLOCKHASH_VALIDITY_BLOCKS, type LocalLedger } from './ledger.js';
export { MarketMaker, MarketError, VENUE_LABEL, DEFAULT_QUOTE_TTL_MS, type MarketOptions } from './market/market-maker.js';
export { REFERENCE_TOKENS, REFERENCE_DATE, REFERENCE_SOURCE } from './market/reference-prices.js';
