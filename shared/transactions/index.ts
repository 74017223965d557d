/** Transaction building (issue 6): the module's public surface. See docs/transactions.md. */
export { TransactionBuilder, type TransactionBuilderOptions, type UsdPriceSource, type UsdQuote } from './transaction-builder.js';
export type { TransactionBuilderSettings } from './planner.types.js';
export type {
  BuildBreakdown,
  BuildRequest,
  BuildResult,
  ExpectedOutput,
  RentCharge,
  SimulationError,
  SimulationErrorCode,
  SimulationResult,
  SkippedStake,
  StakeAction,
} from './transaction.types.js';
