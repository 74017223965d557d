/**
 * Liquid staking: "stake 10 SOL with Jito" is SOL → JitoSOL, "unstake my JitoSOL" is JitoSOL →
 * SOL, both swaps through the network's venue (on mainnet Jupiter routes through the stake
 * pools; the local market quotes them offline). Native staking (no liquidToken) is stake.planner.
 */
import { validationError } from '../../errors/app-error.js';
import { NATIVE_MINT } from '../../chain/token-list.js';
import type { StakeParams, TokenRef, UnstakeParams } from '../../intents/intent.types.js';
import type { Draft, PlanContext } from '../planner.types.js';
import { SOL } from './planner-kit.js';
import { planSwap } from './swap.planner.js';

/** The liquid staking token of a stake or unstake, or null for native staking. */
export function liquidTokenOf(params: object): TokenRef | null {
  const token = (params as { liquidToken?: TokenRef | null }).liquidToken;
  return token ?? null;
}

function withNote(draft: Draft, note: string): Draft {
  return {
    ...draft,
    compose(fee) {
      const composition = draft.compose(fee);
      return { ...composition, details: { ...composition.details, notes: [note, ...(composition.details.notes ?? [])] } };
    },
  };
}

function requireLst(token: TokenRef): TokenRef {
  if (token.mint === NATIVE_MINT) throw validationError('liquidToken', 'not_a_liquid_staking_token', 'liquidToken must be a liquid staking token (JitoSOL, mSOL, bSOL...), not SOL.');
  return token;
}

/** SOL → the liquid staking token, `amount` of SOL. */
export async function planLiquidStake(ctx: PlanContext, params: StakeParams, liquidToken: TokenRef): Promise<Draft> {
  const lst = requireLst(liquidToken);
  const draft = await planSwap(ctx, { inputToken: SOL, outputToken: lst, amount: params.amount, amountSide: 'input', slippageBps: null });
  const ignored = params.validator ? ` The validator named (${params.validator}) is not used: the stake pool chooses its validators.` : '';
  return withNote(draft, `Liquid staking: SOL is swapped for ${lst.symbol} through the swap venue; ${lst.symbol} earns the stake pool's rewards and can be swapped back at any time.${ignored}`);
}

/** The liquid staking token → SOL, `amount` of the token. */
export async function planLiquidUnstake(ctx: PlanContext, params: UnstakeParams, liquidToken: TokenRef): Promise<Draft> {
  const lst = requireLst(liquidToken);
  const draft = await planSwap(ctx, { inputToken: lst, outputToken: SOL, amount: params.amount, amountSide: 'input', slippageBps: null });
  return withNote(draft, `Liquid unstaking: ${lst.symbol} is swapped for SOL through the swap venue, at once (no cool-down epoch, at the pool's market price).`);
}
