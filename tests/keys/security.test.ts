import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey } from '../helpers/accounts.js';
import { securityMatrix, type SecuredRoute } from '../helpers/security.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { newId } from '../../shared/db/ids.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

const aKey = async (harness: Harness, owner: { accountId: string }) => (await addKey(harness, owner.accountId, { name: 'matrix target', scopes: ['read:prices'] })).keyId;
const aPing = async (harness: Harness, owner: { accountId: string }) => {
  const ping = Object.assign(new Ping(), { id: newId('png'), accountId: owner.accountId, status: 'succeeded' as const, result: { pong: true } });
  await harness.orm.em.fork().persistAndFlush(ping);
  return ping.id;
};

/** Every /v1 route that exists; later issues add theirs to their own matrix call. */
const ROUTES: SecuredRoute[] = [
  { method: 'POST', path: '/v1/keys', scope: 'admin', body: { name: 'matrix', scopes: ['read:prices'] } },
  { method: 'GET', path: '/v1/keys', scope: 'admin' },
  { method: 'GET', path: (id) => `/v1/keys/${id}`, scope: 'admin', resourceOf: aKey },
  { method: 'DELETE', path: (id) => `/v1/keys/${id}`, scope: 'admin', resourceOf: aKey },
  { method: 'POST', path: (id) => `/v1/keys/${id}/rotate`, scope: 'admin', body: {}, resourceOf: aKey },
  { method: 'POST', path: '/v1/ping', scope: null, body: {} },
  { method: 'GET', path: (id) => `/v1/ping/${id}`, scope: null, resourceOf: aPing },
];

securityMatrix(() => h, ROUTES);
