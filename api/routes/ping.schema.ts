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
