import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * Paths pino removes from every log line: credentials in headers, API key plaintexts and
 * hashes, and provider secrets. Logs must never carry a key (house style).
 */
export const REDACT_PATHS = [
  'authorization', 'Authorization', '*.authorization', '*.Authorization',
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]',
  'headers.authorization', 'headers["x-api-key"]',
  'key', '*.key', 'apiKey', '*.apiKey', 'keyHash', '*.keyHash', 'plaintext', '*.plaintext',
  'password', '*.password', 'secret', '*.secret',
];

const KEY_PLAINTEXT = /service_(live|test)_[0-9A-Za-z]+/g;
const HEX_64 = /\b[0-9a-f]{64}\b/gi;
const SQL_STATEMENT = /^\s*(select|insert|update|delete|with)\b[\s\S]*? - /i;

/**
 * Text of an error as it may be logged: a driver error's SQL (with its bound values, e.g. a
 * key hash) is dropped, keeping the database's own message; anything shaped like a key or a
 * 64-hex digest is masked. Redaction by field name cannot see inside messages.
 */
export function scrubErrorText(text: string): string {
  return text.replace(SQL_STATEMENT, '[sql omitted] - ').replace(KEY_PLAINTEXT, 'service_$1_[redacted]').replace(HEX_64, '[redacted-hex64]');
}

function scrubError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 3) return value;
  const serialized = pino.stdSerializers.err(value as Error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(serialized)) {
    if (k === 'sql' || k === 'query' || k === 'parameters' || k === 'params') continue;
    out[k] = typeof v === 'string' ? scrubErrorText(v) : k === 'cause' ? scrubError(v, depth + 1) : v;
  }
  return out;
}

/** The process logger: structured JSON, redacted; scoped children carry requestId or jobId. */
export function createLogger(options: { level: string; name?: string } & Pick<LoggerOptions, 'base'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: options.level,
      name: options.name,
      base: options.base,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: scrubError, error: scrubError },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
