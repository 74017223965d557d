/**
 * A virtual constant-product pool (x · y = k) of two tokens, in raw units. The fee is taken
 * from the input and stays in the pool, as on Raydium or Orca's constant-product pools.
 */
export interface PoolSide {
  mint: string;
  reserve: bigint;
}

export interface PoolQuote {
  inAmount: bigint;
  outAmount: bigint;
  feeAmount: bigint;
  /** Fraction (0.01 = 1%) the trade's price is worse than the mid price, the fee left aside. */
  priceImpact: number;
}

const BPS = 10_000n;

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

export class VirtualPool {
  constructor(
    readonly address: string,
    private a: PoolSide,
    private b: PoolSide,
    readonly feeBps: number,
  ) {}

  private sides(inputMint: string): [PoolSide, PoolSide] {
    return inputMint === this.a.mint ? [this.a, this.b] : [this.b, this.a];
  }

  /** Reserves with `inputMint`'s first. */
  reserves(inputMint: string): [bigint, bigint] {
    const [i, o] = this.sides(inputMint);
    return [i.reserve, o.reserve];
  }

  /** What `amountIn` of `inputMint` buys; null when it buys nothing. */
  quoteExactIn(inputMint: string, amountIn: bigint): PoolQuote | null {
    const [rin, rout] = this.reserves(inputMint);
    const feeAmount = ceilDiv(amountIn * BigInt(this.feeBps), BPS);
    const net = amountIn - feeAmount;
    if (net <= 0n) return null;
    const out = (rout * net) / (rin + net);
    if (out <= 0n) return null;
    return { inAmount: amountIn, outAmount: out, feeAmount, priceImpact: Number(net) / Number(rin + net) };
  }

  /** What receiving `amountOut` of the other token costs in `inputMint`; null past the pool's reserve. */
  quoteExactOut(inputMint: string, amountOut: bigint): PoolQuote | null {
    const [rin, rout] = this.reserves(inputMint);
    if (amountOut <= 0n || amountOut >= rout) return null;
    const net = ceilDiv(rin * amountOut, rout - amountOut);
    const amountIn = ceilDiv(net * BPS, BPS - BigInt(this.feeBps));
    return { inAmount: amountIn, outAmount: amountOut, feeAmount: amountIn - net, priceImpact: Number(net) / Number(rin + net) };
  }

  /** Set the reserves (`inputMint`'s first): the operator moving the price on a test network. */
  reset(inputMint: string, inputReserve: bigint, outputReserve: bigint): void {
    const [i, o] = this.sides(inputMint);
    i.reserve = inputReserve > 0n ? inputReserve : 1n;
    o.reserve = outputReserve > 0n ? outputReserve : 1n;
  }

  /** A landed trade: the input (fee included) joins the pool, the output leaves it. */
  apply(inputMint: string, inAmount: bigint, outAmount: bigint): void {
    const [i, o] = this.sides(inputMint);
    i.reserve += inAmount;
    o.reserve = o.reserve > outAmount ? o.reserve - outAmount : 1n;
  }
}
