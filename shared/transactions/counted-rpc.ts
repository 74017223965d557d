import type { Connection } from '@solana/web3.js';
import { rpc, type ChainClients } from '../chain/rpc.js';
import type { Network } from '../chain/token-list.js';

/**
 * The RPC calls of one build: every Connection call goes through `call`, which counts it and
 * maps its failure through chainError (so an RPC outage is upstream_error or timeout, never a
 * 500). The count is the build's `rpcCalls`; answers served from a cache are not counted.
 */
export class CountedRpc {
  private count = 0;

  constructor(private readonly chain: ChainClients, readonly network: Network) {}

  /** Calls made so far. */
  get calls(): number {
    return this.count;
  }

  /** Run one Connection call of this network, counted. */
  call<T>(fn: (connection: Connection) => Promise<T>): Promise<T> {
    this.count++;
    return rpc(this.network, () => fn(this.chain.connection(this.network)));
  }
}
