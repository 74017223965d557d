import type { Job } from 'bullmq';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { intentsQueue } from '../../shared/jobs/intents.js';
import { IntentParser, mayNameUnknownMint, parseWithFallback, withPlaceholderMints, type IntentReader } from '../../shared/intents/index.js';
import { DailyBudgets } from '../../shared/ratelimit/daily-budgets.js';
import type { WorkerDeps } from '../deps.js';
import { processRecord } from '../lib/record-processor.js';
import { isAppError } from '../../shared/errors/app-error.js';
import { isInfrastructureDown } from '../../shared/errors/infrastructure.js';
import { intentAmountRangeError } from '../../shared/transactions/amount-check.js';
import { catalogueOverlay, describeTokens, needsCatalogue } from '../../shared/catalogue/catalogue-parse.js';
import { intentParseError } from '../../shared/intents/parse-failure.js';
import { TokenSearch } from '../../shared/catalogue/token-search.js';

/** Words of a command that look like mint addresses (base58, 32-44 characters). */
const ADDRESS_LIKE = /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g;

/**
 * Parse an intent's command against its network's token registry, with the LLM fallback for
 * low-confidence commands when configured. A command that cannot be understood fails the
 * record with intent_parse_error (answered 422, counted as a parse error); an amount above what
 * an instruction can carry (u64 raw units) fails it with validation_error amount_out_of_range (400).
 */
/** A word worth one catalogue search: a symbol or a one-word name, not an address or a sentence. */
const SEARCHABLE = /^\$?[\p{L}\p{N}][\p{L}\p{N}._-]{1,31}$/u;

export function intentsProcessor(deps: WorkerDeps) {
  const budgets = new DailyBudgets(deps.redis, deps.config.redisPrefix, deps.now);
  const search = new TokenSearch({ orm: deps.orm, redis: deps.redis, config: deps.config, logger: deps.logger });
  /**
   * The LLM fallback through the account's daily budget (LLM_CALLS_PER_DAY): each call the
   * model would get counts first; past the budget, or when Redis cannot count it, the model is
   * not called and the command is judged by the grammar alone (as with the fallback off).
   */
  const budgeted = (accountId: string): IntentReader | null => {
    const llm = deps.llm;
    if (!llm) return null;
    return {
      async read(command, symbols) {
        const used = await budgets.count(accountId, 'llm-calls', deps.config.llm.callsPerDay).catch(() => null);
        if (!used?.allowed) return { ok: false, reason: used ? 'llm_budget_exhausted' : 'llm budget not countable' };
        return llm.read(command, symbols);
      },
    };
  };
  return async (job: Job): Promise<string> => {
    intentsQueue.assertPayload(job.data);
    return processRecord(deps, job, {
      entity: Intent,
      id: job.data.intentId,
      // A parse is pure and takes microseconds: read the command, write the result, one commit.
      claim: 'read',
      work: async (intent, _em, log) => {
        let tokens = await deps.registry.tokens(intent.network);
        const threshold = deps.config.llm.confidenceThreshold;
        let first = new IntentParser({ tokens, walletAddress: intent.walletAddress }).tryParse(intent.command);
        // The token catalogue (docs/intents.md "Resolution rules"): asked only when the curated
        // reading failed or skipped a word the catalogue knows, so its symbols never take a
        // word from a command the curated list already reads.
        const catalogue = deps.catalogue;
        if (catalogue) await catalogue.ensureLoaded();
        const curated = tokens;
        const readWithCatalogue = () => {
          const found = catalogue ? catalogueOverlay(curated, catalogue, intent.network, intent.command) : null;
          if (found && needsCatalogue(first, found)) {
            const second = new IntentParser({ tokens: found.over(curated), walletAddress: intent.walletAddress }).tryParse(intent.command);
            if (second.ok || !first.ok) { tokens = found.over(curated); first = second; }
          }
          return found;
        };
        let overlay = readWithCatalogue();
        // A word that names no token the catalogue holds: one search of the catalogue's source
        // (budgeted, low priority; a miss is remembered), then the command is read again.
        // Within TOKEN_SEARCH_DEADLINE_MS, behind a breaker and the account's share of the search
        // lane (shared/catalogue/token-search.ts): a source that cannot answer in time never holds
        // this job's slot, which the account's other commands are waiting for.
        let searchUnavailable = false;
        if (!first.ok && first.failure.reason === 'unknown_token' && first.failure.word && catalogue && search.has(intent.network) && SEARCHABLE.test(first.failure.word)) {
          const outcome = await search.search(intent.network, first.failure.word.replace(/^\$/, ''), intent.accountId);
          searchUnavailable = outcome.unavailable;
          if (outcome.stored > 0) {
            await catalogue.refresh();
            overlay = readWithCatalogue();
          }
        }
        // The command is still read by the rest (a mint on chain, the model fallback): a refusal
        // for an unknown token then says the source could not be asked, so the client retries later.
        const markUnavailable = (err: unknown): never => {
          if (searchUnavailable && isAppError(err) && err.code === 'intent_parse_error' && err.details.reason === 'unknown_token') err.details.searchUnavailable = true;
          throw err;
        };
        const minConfidence = deps.config.llm.minConfidence;
        let parsed = first.ok && first.intent.confidence >= threshold && first.intent.confidence >= minConfidence ? first.intent : null;
        if (!parsed) {
          // A mint the registry has not seen yet is learned from chain, then the command is read
          // again (the parser is pure and synchronous). Only when the refusal may come from such
          // a mint: most commands name registry symbols, and one refused for its amount (none,
          // a negative one) would be refused again, so its addresses are not worth an RPC call.
          const unknown = [...new Set(intent.command.match(ADDRESS_LIKE) ?? [])].filter((c) => c !== intent.walletAddress && !tokens.byMint(c));
          // Only if reading the command as if they were known would parse it: a command that can
          // never parse ("send NaN SOL to ADDR") never touches the chain.
          const probe = { candidates: unknown, parses: (mints: readonly string[]) => new IntentParser({ tokens: withPlaceholderMints(tokens, mints) }).tryParse(intent.command).ok };
          if (!first.ok && mayNameUnknownMint(first.failure, probe)) {
            // An address that is not a mint resolves to null. A lookup the RPC or our database
            // could not answer is not an answer: it goes to processRecord (an RPC outage is waited
            // out within RPC_OUTAGE_RETRY_MS, then fails 502; Postgres down is waited out), rather
            // than the command refused as naming an unknown token. Anything else is logged and
            // read as "not a mint we know".
            await Promise.all(unknown.map((mint) => deps.registry.resolve(intent.network, mint).catch((err: unknown) => {
              if (isAppError(err) || isInfrastructureDown(err)) throw err;
              log.warn({ err, mint }, 'mint lookup failed; read as unknown');
              return null;
            })));
            tokens = await deps.registry.tokens(intent.network);
            if (overlay) tokens = overlay.over(tokens);
          }
          parsed = await parseWithFallback(new IntentParser({ tokens, walletAddress: intent.walletAddress }), budgeted(intent.accountId), intent.command, { threshold, minConfidence }).catch(markUnavailable);
        }
        // An amount no instruction can carry (above u64 in raw units) is refused now, not at build.
        const outOfRange = intentAmountRangeError(parsed);
        if (outOfRange) throw outOfRange;
        const unsure = overlay?.refusal(parsed);
        if (unsure) throw intentParseError(unsure);
        describeTokens(parsed, intent.network, tokens, catalogue ?? null);
        return { status: 'parsed', type: parsed.type, params: parsed.params as unknown as Record<string, unknown>, confidence: parsed.confidence, details: parsed.details as unknown as Record<string, unknown> };
      },
    });
  };
}
