import { pageQuerySchema } from '../lib/cursor.js';

/**
 * JSON Schemas of the payable-link routes (docs/links.md): the owner's /v1/links and the
 * public Solana Pay and Actions endpoints. Request schemas are compiled by validate(); the
 * record schemas feed the OpenAPI document.
 */
const decimal = { type: 'string', pattern: '^\\d{1,20}(\\.\\d{1,18})?$', maxLength: 40, description: 'Whole tokens as a plain decimal string, e.g. "5" or "2.5".' } as const;

export const linkIdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^lnk_[0-9A-Za-z]{22}$' } },
  required: ['id'],
} as const;

export const createLinkSchema = {
  body: {
    type: 'object',
    properties: {
      command: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S', description: 'What the payer\'s wallet will do, without a payer: "send 5 USDC to <merchant>", "swap 1 SOL for JUP", "stake 2 SOL". With `amount`, it names no amount ("send USDC to <merchant>").' },
      title: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
      description: { type: 'string', maxLength: 500 },
      icon: { type: 'string', minLength: 1, maxLength: 2048, description: 'https URL of an SVG, PNG or WebP image wallets show; checked like webhook URLs (public hosts only, in production).' },
      label: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S', description: 'The button text (Solana Pay label, Actions label); default from the command.' },
      amount: {
        type: 'object',
        description: 'The payer chooses the amount, in the command\'s token, between min and max.',
        properties: { min: decimal, max: decimal },
        required: ['min', 'max'],
        additionalProperties: false,
      },
      expiresAt: { type: 'string', format: 'date-time', description: 'After this instant the link answers 410.' },
      maxUses: { type: 'integer', minimum: 1, maximum: 1000000, description: 'Payments after which the link answers 410.' },
    },
    required: ['command', 'title'],
    additionalProperties: false,
  },
} as const;

export const listLinksSchema = { query: pageQuerySchema } as const;
export const getLinkSchema = { params: linkIdParams } as const;
export const deleteLinkSchema = { params: linkIdParams } as const;

/** A payer's request body (Solana Pay and Actions): the wallet's address; other fields are ignored. */
const accountBody = {
  type: 'object',
  properties: { account: { type: 'string', format: 'solana-address', description: 'The paying wallet (fee payer and signer).' } },
  required: ['account'],
} as const;
const amountQuery = {
  type: 'object',
  properties: { amount: { type: 'string', maxLength: 40, description: 'The payer\'s amount, for a link with `amount: { min, max }`.' } },
} as const;

export const payGetSchema = { params: linkIdParams } as const;
export const payPostSchema = { params: linkIdParams, query: amountQuery, body: accountBody } as const;
export const actionGetSchema = { params: linkIdParams } as const;
export const actionPostSchema = { params: linkIdParams, query: amountQuery, body: accountBody } as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** The link record. */
export const paymentLinkResponse = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^lnk_' },
    network: { type: 'string', enum: ['mainnet', 'devnet'] },
    status: { type: 'string', enum: ['active', 'revoked', 'expired', 'used_up'] },
    command: { type: 'string' },
    type: { type: 'string', enum: ['swap', 'transfer', 'stake', 'unstake', 'wrap', 'unwrap'] },
    params: { type: 'object', description: 'The parsed intent\'s params (with `amount` the minimum stands in for the payer\'s choice).' },
    title: { type: 'string' },
    description: nullableString,
    icon: nullableString,
    label: nullableString,
    amount: { type: ['object', 'null'], properties: { min: { type: 'string' }, max: { type: 'string' } }, required: ['min', 'max'], additionalProperties: false },
    maxUses: { type: ['integer', 'null'] },
    expiresAt: nullableTime,
    actionUrl: { type: 'string', description: 'The Solana Actions endpoint (blinks).' },
    solanaPayUrl: { type: 'string', description: 'The Solana Pay transaction request: `solana:` + the percent-encoded /pay/{id} URL.' },
    qrUrl: { type: 'string', description: 'An SVG QR code of solanaPayUrl.' },
    views: { type: 'integer', minimum: 0, description: 'GETs of the link by wallets and blink clients.' },
    builds: { type: 'integer', minimum: 0, description: 'Transactions built for payers.' },
    paid: { type: 'integer', minimum: 0, description: 'Payments that landed (confirmed).' },
    volumeUsd: { type: 'number', minimum: 0, description: 'USD value of the paid transactions at build time.' },
    createdAt: { type: 'string', format: 'date-time' },
    revokedAt: nullableTime,
  },
  required: ['id', 'network', 'status', 'command', 'type', 'params', 'title', 'description', 'icon', 'label', 'amount', 'maxUses', 'expiresAt', 'actionUrl', 'solanaPayUrl', 'qrUrl', 'views', 'builds', 'paid', 'volumeUsd', 'createdAt', 'revokedAt'],
  additionalProperties: false,
} as const;

/** A public endpoint's error: the Actions spec's `{ message }` (what a wallet shows) beside the error envelope. */
export const publicErrorResponse = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What a wallet shows the payer (Actions `ActionError`, Solana Pay).' },
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
      required: ['code', 'message', 'details'],
      additionalProperties: false,
    },
    meta: { $ref: '#/components/schemas/Meta' },
  },
  required: ['message', 'error', 'meta'],
  additionalProperties: false,
} as const;

export const linkComponents = { PaymentLink: paymentLinkResponse };

export const linkExample = {
  id: 'lnk_0SZ1k2Yd6bQx3Jm8Ht4Wq0',
  network: 'devnet',
  status: 'active',
  command: 'send USDC to 2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH',
  type: 'transfer',
  params: { token: { mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', symbol: 'USDC', decimals: 6 }, amount: { value: '1', unit: 'token' }, recipient: '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH' },
  title: 'Coffee',
  description: 'Pay what you like',
  icon: 'https://example.com/coffee.png',
  label: 'Pay',
  amount: { min: '1', max: '20' },
  maxUses: null,
  expiresAt: '2026-12-31T00:00:00.000Z',
  actionUrl: 'https://api.example.com/v1/links/lnk_0SZ1k2Yd6bQx3Jm8Ht4Wq0/action',
  solanaPayUrl: 'solana:https%3A%2F%2Fapi.example.com%2Fpay%2Flnk_0SZ1k2Yd6bQx3Jm8Ht4Wq0',
  qrUrl: 'https://api.example.com/pay/lnk_0SZ1k2Yd6bQx3Jm8Ht4Wq0/qr.svg',
  views: 12,
  builds: 3,
  paid: 2,
  volumeUsd: 15,
  createdAt: '2026-12-26T10:00:00.000Z',
  revokedAt: null,
} as const;
