import { Migration20261121000001_foundation } from './Migration20261121000001_foundation.js';
import { Migration20261122000001_api_keys } from './Migration20261122000001_api_keys.js';
import { Migration20261123000001_token_registry } from './Migration20261123000001_token_registry.js';
import { Migration20261123000002_intents } from './Migration20261123000002_intents.js';
import { Migration20261124000001_wallet_history } from './Migration20261124000001_wallet_history.js';
import { Migration20261125000001_transactions } from './Migration20261125000001_transactions.js';
import { Migration20261126000001_transaction_history } from './Migration20261126000001_transaction_history.js';
import { Migration20261127000001_analytics_rollups } from './Migration20261127000001_analytics_rollups.js';
import { Migration20261201000001_webhooks } from './Migration20261201000001_webhooks.js';
import { Migration20261205000001_requests_rate_limited } from './Migration20261205000001_requests_rate_limited.js';
import { Migration20261206000001_webhook_events_notify } from './Migration20261206000001_webhook_events_notify.js';
import { Migration20261210000001_mcp_usage } from './Migration20261210000001_mcp_usage.js';
import { Migration20261211000001_transaction_landing } from './Migration20261211000001_transaction_landing.js';
import { Migration20261212000001_landing_metrics } from './Migration20261212000001_landing_metrics.js';
import { Migration20261225000001_close_accounts_type } from './Migration20261225000001_close_accounts_type.js';
import { Migration20261225000002_close_accounts_metrics } from './Migration20261225000002_close_accounts_metrics.js';
import { Migration20261227000001_order_intent_types } from './Migration20261227000001_order_intent_types.js';
import { Migration20261226000001_payment_links } from './Migration20261226000001_payment_links.js';
import { Migration20261228000001_history_recipient } from './Migration20261228000001_history_recipient.js';
import { Migration20261228000001_orders } from './Migration20261228000001_orders.js';
import { Migration20261222000001_landing_trust } from './Migration20261222000001_landing_trust.js';
import { Migration20261220000001_token_catalogue } from './Migration20261220000001_token_catalogue.js';

/**
 * Every migration, in order. Listed explicitly (rather than discovered on disk) so that they
 * run the same from TypeScript sources under tsx and from compiled JavaScript in the image.
 */
export const MIGRATIONS = [
  { name: 'Migration20261121000001_foundation', class: Migration20261121000001_foundation },
  { name: 'Migration20261122000001_api_keys', class: Migration20261122000001_api_keys },
  { name: 'Migration20261123000001_token_registry', class: Migration20261123000001_token_registry },
  { name: 'Migration20261123000002_intents', class: Migration20261123000002_intents },
  { name: 'Migration20261124000001_wallet_history', class: Migration20261124000001_wallet_history },
  { name: 'Migration20261125000001_transactions', class: Migration20261125000001_transactions },
  { name: 'Migration20261126000001_transaction_history', class: Migration20261126000001_transaction_history },
  { name: 'Migration20261127000001_analytics_rollups', class: Migration20261127000001_analytics_rollups },
  { name: 'Migration20261201000001_webhooks', class: Migration20261201000001_webhooks },
  { name: 'Migration20261205000001_requests_rate_limited', class: Migration20261205000001_requests_rate_limited },
  { name: 'Migration20261206000001_webhook_events_notify', class: Migration20261206000001_webhook_events_notify },
  { name: 'Migration20261210000001_mcp_usage', class: Migration20261210000001_mcp_usage },
  { name: 'Migration20261211000001_transaction_landing', class: Migration20261211000001_transaction_landing },
  { name: 'Migration20261212000001_landing_metrics', class: Migration20261212000001_landing_metrics },
  { name: 'Migration20261225000001_close_accounts_type', class: Migration20261225000001_close_accounts_type },
  { name: 'Migration20261225000002_close_accounts_metrics', class: Migration20261225000002_close_accounts_metrics },
  { name: 'Migration20261226000001_payment_links', class: Migration20261226000001_payment_links },
  { name: 'Migration20261222000001_landing_trust', class: Migration20261222000001_landing_trust },
  { name: 'Migration20261220000001_token_catalogue', class: Migration20261220000001_token_catalogue },
  { name: 'Migration20261228000001_history_recipient', class: Migration20261228000001_history_recipient },
  { name: 'Migration20261227000001_order_intent_types', class: Migration20261227000001_order_intent_types },
  { name: 'Migration20261228000001_orders', class: Migration20261228000001_orders },
];
