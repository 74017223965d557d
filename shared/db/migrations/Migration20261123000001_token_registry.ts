import { Migration } from '@mikro-orm/migrations';
import { TOKEN_LISTS, NETWORKS } from '../../chain/token-list.js';

/** The per-network token registry, seeded with api-decisions section 8 (and devnet's own USDC). */
export class Migration20261123000001_token_registry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tokens (
        network text not null check (network in ('mainnet', 'devnet')),
        mint text not null,
        symbol text,
        name text,
        decimals smallint not null check (decimals between 0 and 18),
        token_program text not null,
        aliases text[] not null default '{}',
        source text not null default 'registry' check (source in ('registry', 'chain')),
        created_at timestamptz not null default now(),
        primary key (network, mint)
      );`);
    // One registry symbol per network (case-insensitive); chain-learned mints have no symbol claim.
    this.addSql(`create unique index tokens_network_symbol_uq on tokens (network, lower(symbol)) where source = 'registry';`);
    for (const network of NETWORKS) {
      for (const t of TOKEN_LISTS[network]) {
        this.addSql(this.getKnex().raw(
          `insert into tokens (network, mint, symbol, name, decimals, token_program, aliases, source) values (?, ?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), 'registry') on conflict do nothing`,
          // knex spreads a bound JS array into several placeholders, so aliases travel as JSON.
          [network, t.mint, t.symbol, t.name, t.decimals, t.tokenProgram, JSON.stringify(t.aliases ?? [])],
        ));
      }
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists tokens;');
  }
}
