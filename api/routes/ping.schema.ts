/** JSON Schemas of the ping routes. */
export const getPingSchema = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^png_[0-9A-Za-z]{22}$' } },
    required: ['id'],
  },
} as const;

export const createPingSchema = {
  body: { type: 'object', properties: {}, additionalProperties: false },
} as const;

/** Response schemas (components.schemas) of the ping routes. */
export const pingComponents = {
  Ping: {
    type: 'object',
    properties: {
      id: { type: 'string', pattern: '^png_[0-9A-Za-z]{22}$' },
      status: { type: 'string', enum: ['pending', 'running', 'succeeded', 'failed'] },
      result: { description: 'What the worker answered; null until succeeded.' },
      error: {
        type: ['object', 'null'],
        description: 'Why a failed ping failed (the error envelope\'s `{ code, message, details }`); null otherwise.',
        properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
        required: ['code', 'message'],
      },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'status', 'result', 'error', 'createdAt', 'updatedAt'],
    additionalProperties: false,
  },
} as const;

/** A real answer of POST /v1/ping. */
export const pingExample = { id: 'png_0Ub3bkCYGt3yHq1nD2F6sQ', status: 'succeeded', result: { pong: true, worker: 4242, at: '2026-11-23T10:00:00.011Z' }, error: null, createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.012Z' };
