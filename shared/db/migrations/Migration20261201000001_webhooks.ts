import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks (issue 18, docs/webhooks.md): an account's endpoints, the outbox of events
 * (written in the same transaction as the change that causes them) and one delivery row per
 * event and endpoint, which carries the retry schedule.
 */
export class Migration20261201000001_webhooks extends Migration {
  override async up(): Promise<void> {
    // Secrets are stored encrypted (AES-256-GCM under a key derived from KEY_HASH_SECRET): the
    // worker needs them to sign, so a hash would not do. previous_secret keeps signing beside
    // the new one until previous_secret_expires_at (a rotation's 24-hour grace).
    this.addSql(`
      create table webhook_endpoints (
        id text primary key,
        account_id text not null references accounts (id) on delete cascade,
        network text not null check (network in ('mainnet', 'devnet')),
        url text not null,
        description text not null default '',
        events text[] not null,
        enabled boolean not null default true,
        disabled_reason text null,
        disabled_at timestamptz null,
        secret text not null,
        previous_secret text null,
        previous_secret_expires_at timestamptz null,
        failing_since timestamptz null,
        created_by_key_id text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index webhook_endpoints_account_idx on webhook_endpoints (account_id, network, id);');
    // The outbox. id is the webhook-id every delivery of the event carries (the same on every
    // retry). endpoint_id aims an event at one endpoint (ping); exclude_endpoint_id keeps a
    // notice about an endpoint away from it. dedup_key makes scanned events (key.expiring,
    // quota.warning) exactly-once however often the scan sees them.
    this.addSql(`
      create table webhook_events (
        id text primary key,
        account_id text not null references accounts (id) on delete cascade,
        network text not null check (network in ('mainnet', 'devnet')),
        type text not null,
        data jsonb not null,
        endpoint_id text null,
        exclude_endpoint_id text null,
        dedup_key text null unique,
        created_at timestamptz not null default now(),
        relayed_at timestamptz null
      );`);
    this.addSql('create index webhook_events_unrelayed_idx on webhook_events (created_at) where relayed_at is null;');
    this.addSql(`
      create table webhook_deliveries (
        id text primary key,
        event_id text not null references webhook_events (id) on delete cascade,
        endpoint_id text not null references webhook_endpoints (id) on delete cascade,
        account_id text not null,
        network text not null,
        event_type text not null,
        status text not null check (status in ('pending', 'succeeded', 'failed')),
        attempts integer not null default 0 check (attempts >= 0),
        next_attempt_at timestamptz null,
        last_attempt_at timestamptz null,
        response_status integer null,
        response_body text null,
        latency_ms integer null,
        error text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (event_id, endpoint_id)
      );`);
    this.addSql("create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';");
    this.addSql('create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists webhook_deliveries;');
    this.addSql('drop table if exists webhook_events;');
    this.addSql('drop table if exists webhook_endpoints;');
  }
}
