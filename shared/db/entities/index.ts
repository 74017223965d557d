import { AccountHourlyMetricsSchema } from './account-hourly-metrics.entity.js';
import { AccountSchema } from './account.entity.js';
import { ApiKeySchema } from './api-key.entity.js';
import { IntentSchema } from './intent.entity.js';
import { PingSchema } from './ping.entity.js';
import { TokenSchema } from './token.entity.js';
import { TransactionRecordSchema } from './transaction-record.entity.js';
import { UsageEventSchema } from './usage-event.entity.js';
import { WalletIndexStateSchema } from './wallet-index-state.entity.js';
import { WalletTransactionSchema } from './wallet-transaction.entity.js';
import { WebhookDeliverySchema } from './webhook-delivery.entity.js';
import { WebhookEndpointSchema } from './webhook-endpoint.entity.js';
import { PaymentLinkSchema } from './payment-link.entity.js';
import { OrderSchema } from './order.entity.js';

/** Every entity schema the ORM knows. */
export const ENTITIES = [AccountSchema, ApiKeySchema, PingSchema, UsageEventSchema, TokenSchema, IntentSchema, WalletTransactionSchema, WalletIndexStateSchema, TransactionRecordSchema, AccountHourlyMetricsSchema, WebhookEndpointSchema, WebhookDeliverySchema, PaymentLinkSchema, OrderSchema];
