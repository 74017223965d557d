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

/** The process logger: structured JSON, redacted; scoped children carry requestId or jobId. */
export function createLogger(options: { level: string; name?: string } & Pick<LoggerOptions, 'base'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: options.level,
      name: options.name,
      base: options.base,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
