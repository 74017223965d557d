/** The embedded local Solana cluster (LiteSVM behind JSON-RPC): the module's public surface. */
export { startLocalCluster, type LocalCluster, type LocalClusterOptions } from './local-cluster.js';
export { LocalFaucet, faucetAuthorityKeypair, type FaucetMint } from './faucet.js';
export { MAX_REQUEST_BODY_BYTES, type ClusterLogger } from './rpc-server.js';
export { JsonRpcError, RPC_ERROR } from './rpc-error.js';
export { BLOCKHASH_VALIDITY_BLOCKS, type LocalLedger } from './ledger.js';
