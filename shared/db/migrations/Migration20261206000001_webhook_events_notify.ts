import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox tells the relay it has news: a statement that inserts webhook events notifies the
 * channel `webhook_events` (payload: the table's schema) when its transaction commits, so the
 * relay (workers/lib/webhook-relay.ts, which LISTENs) runs at once instead of at its next poll.
 * Statement-level, with the inserted rows as a transition table: one notification per
 * statement that wrote at least one event (an `on conflict do nothing` that wrote none sends
 * nothing), and Postgres folds identical notifications of one transaction into one.
 */
export class Migration20261206000001_webhook_events_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function webhook_events_notify() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from inserted) then
          perform pg_notify('webhook_events', tg_table_schema);
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger webhook_events_notify after insert on webhook_events
        referencing new table as inserted for each statement execute function webhook_events_notify();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists webhook_events_notify on webhook_events;');
    this.addSql('drop function if exists webhook_events_notify();');
  }
}
