import { SAFETY_CODES } from '../../shared/safety/safety.types.js';

/** JSON Schemas of the safety routes (docs/safety.md). */
export const tokenSafetySchema = {
  params: {
    type: 'object',
    properties: { mint: { type: 'string', minLength: 1, maxLength: 64 } },
    required: ['mint'],
  },
} as const;

const finding = {
  type: 'object',
  properties: {
    code: { type: 'string', enum: [...SAFETY_CODES] },
    severity: { type: 'string', enum: ['info', 'warning', 'danger'] },
    message: { type: 'string', description: 'One sentence a wallet can show its user.' },
    evidence: {
      type: 'object',
      description: 'What on chain shows it: `account`, `field`, `value`, `slot` (and per code more: transfer_fee `basisPoints`, `maximumFee`, `authority`, `pending`; holder_concentration `top[]` and `excluded[]`, the pools and programs left out); or `{ unknown: reason }` when it cannot be known.',
    },
  },
  required: ['code', 'severity', 'message', 'evidence'],
  additionalProperties: false,
} as const;

/** Response schemas (components.schemas) of the safety routes. */
export const safetyComponents = {
  SafetyFinding: finding,
  TokenSafety: {
    type: 'object',
    description: 'What a token can do to its holders (api-decisions section 10).',
    properties: {
      mint: { type: 'string' },
      level: { type: 'string', enum: ['ok', 'caution', 'danger', 'unknown'], description: '`danger` if any finding is a danger; else `unknown` if a check could not run (an RPC that cannot answer is never `ok`); else `caution` for any warning; else `ok`.' },
      findings: { type: 'array', items: { $ref: '#/components/schemas/SafetyFinding' } },
      checkedAt: { type: 'string', format: 'date-time' },
      slot: { type: ['integer', 'null'], description: 'The slot the chain data was read at; null when the RPC did not answer.' },
      reason: { type: 'string', description: 'Why the level is unknown, when the RPC could not answer at all.' },
    },
    required: ['mint', 'level', 'findings', 'checkedAt', 'slot'],
    additionalProperties: false,
  },
} as const;

/** A real report of a faucet-made token on the local cluster (a 2.5% transfer fee, a freeze authority). */
export const tokenSafetyExample = {
  mint: 'HQogJB9zvfsrrpsBHPw8hrcZt2zDAgQV5iSptDgA3tVx',
  level: 'danger',
  findings: [
    { code: 'freeze_authority', severity: 'danger', message: '5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz can freeze your token account: you could not sell or move this token.', evidence: { account: 'HQogJB9zvfsrrpsBHPw8hrcZt2zDAgQV5iSptDgA3tVx', field: 'freezeAuthority', value: '5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz', slot: 1204 } },
    { code: 'transfer_fee', severity: 'warning', message: 'Every transfer pays 2.5% of the amount (at most 18446744073709551615 raw units) to the token\'s fee account; 5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz can change the fee.', evidence: { account: 'HQogJB9zvfsrrpsBHPw8hrcZt2zDAgQV5iSptDgA3tVx', field: 'extensions.transferFeeConfig', value: 250, slot: 1204, basisPoints: 250, maximumFee: '18446744073709551615', authority: '5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz', withdrawAuthority: '5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz', pending: null } },
    { code: 'metadata_mutable', severity: 'info', message: 'The token\'s metadata is immutable.', evidence: { account: '7Xq1ZJ3xHq3cFz8m1YzW6bW2n2k5Jg9X8V5yQy8n1m2k', field: 'isMutable', value: false, slot: 1204, updateAuthority: '5BZoRyYVNLEwxdaFDyW3miHZKALiuLBUH8VEyQZCouDz' } },
    { code: 'holder_concentration', severity: 'danger', message: 'The 1 largest holders hold 100.0% of the supply outside pools and programs (1 left out: 9Wv7VZ9n2Q3gZ4yDwq2iJm5VxZkq1Z8bLwF3wVxM7mKe).', evidence: { account: 'HQogJB9zvfsrrpsBHPw8hrcZt2zDAgQV5iSptDgA3tVx', field: 'top10Share', value: 1, slot: 1204, supply: '1001000000000', top: [{ account: 'D12bj5q4JHzNySiVmQonWBfWs2s5gavM5zkncVG5m8Sa', owner: 'FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy', amount: '1000000000' }], excluded: [{ account: '93gW1w2Wvb5rnNotq4h6Mmq8bCew5S7MqmVxxZgUJ7bB', owner: '9Wv7VZ9n2Q3gZ4yDwq2iJm5VxZkq1Z8bLwF3wVxM7mKe', amount: '1000000000000', kind: 'venue' }] } },
  ],
  checkedAt: '2026-12-07T15:00:00.000Z',
  slot: 1204,
};
