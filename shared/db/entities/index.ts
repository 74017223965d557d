import { AccountSchema } from './account.entity.js';
import { PingSchema } from './ping.entity.js';

/** Every entity schema the ORM knows. */
export const ENTITIES = [AccountSchema, PingSchema];
