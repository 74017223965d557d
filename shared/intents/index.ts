/** The natural-language intent parser: grammar, token resolution and the optional model fallback. */
export { IntentParser, type IntentParserOptions } from './intent-parser.js';
export { staticTokenResolver } from './token-resolver.js';
export {
  acceptModelIntent, createLlmIntentReader, LLM_CONFIDENCE, LlmIntentReader, parseWithFallback,
  type IntentReader, type LlmAnswer, type LlmFallbackOptions,
} from './llm-fallback.js';
export { INTENT_SCHEMA, intentSchemaError } from './intent.schema.js';
export { intentParseError, mayNameUnknownMint, withPlaceholderMints } from './parse-failure.js';
export * from './intent.types.js';
