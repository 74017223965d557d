import type { EntityMetadata, EntityName, EntityProperty } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/postgresql';
import { transactionPooled, type Orm } from './orm.js';

type Row = Record<string, unknown>;

interface Table {
  meta: EntityMetadata;
  /** Schema-qualified, quoted table name. */
  name: string;
  /** Persisted scalar properties, in column order. */
  props: EntityProperty[];
  /**
   * Their quoted column names, listed instead of `*`: a prepared `select *` fails with "cached
   * plan must not change result type" once a migration adds a column under a running process.
   */
  columns: string;
  /** Those with a custom type (JSON, bigint, double) whose values the type converts. */
  converted: EntityProperty[];
  /** Date columns: pg gives Date objects, which a row sent as JSON turns into strings. */
  dates: EntityProperty[];
}

/**
 * Single-statement access to job records (intents, builds, pings) on the request path: the
 * insert before a job is enqueued, the worker's claim of the record and its final write, and
 * the API's read of the result. Each is a named prepared statement on a pooled connection, one
 * round trip, with values converted and rows mapped by the ORM's own metadata and types. The
 * ORM's `findOne` by id costs 0.5-1 ms more here (query building, hydration; `npm run bench --
 * --only foundation` measures both: p50 0.79 against 0.27 ms), a large share of a request
 * that should answer in a few milliseconds.
 *
 * Named prepared statements live on the server connection: behind a pooler in transaction
 * mode (DATABASE_POOLER=transaction) the next statement may run on another server connection,
 * where the name is unknown, or already taken by another client's statement of the same name
 * (PgBouncer before 1.21: `prepared statement "record_sql_1" already exists`). There each
 * statement is sent unnamed (parse, bind and execute in one round trip, planned each time:
 * `npm run bench -- --only scale` measures what that costs).
 */
export class RecordSql {
  private readonly tables = new Map<string, Table>();
  private readonly statements = new Map<string, string>();
  /** The database row each entity this class returned was made from (see rowOf). */
  private readonly rows = new WeakMap<object, Row>();

  /** Name statements (prepared once per connection), unless connections are transaction-pooled. */
  private readonly named: boolean;

  constructor(private readonly orm: Orm) {
    this.named = !transactionPooled(orm);
  }

  /** INSERT the record (every persisted column it has a value for; the rest take their defaults), autocommitted. */
  async insert<R extends object>(entity: EntityName<R>, record: R): Promise<void> {
    const t = this.table(entity);
    const props = t.props.filter((p) => (record as Row)[p.name] !== undefined);
    const columns = props.map((p) => quote(p.fieldNames[0]));
    const sql = `insert into ${t.name} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
    await this.query(sql, props.map((p) => this.toDatabase(p, (record as Row)[p.name])));
  }

  /** The record by primary key (an entity no entity manager tracks), or null. */
  async read<R extends object>(entity: EntityName<R>, id: string): Promise<R | null> {
    const t = this.table(entity);
    const rows = await this.query(`select ${t.columns} from ${t.name} where ${quote(t.meta.primaryKeys[0])} = $1`, [id]);
    return rows[0] ? this.toEntity<R>(t, rows[0]) : null;
  }

  /**
   * UPDATE the record's given fields where its status is one of `from` (a conditional write,
   * so a redelivered job or a sweeper that got there first is never overwritten), with
   * `increment` columns bumped by one; a field given as undefined is left as it is (null
   * writes NULL). Returns the record as written, or null when no row matched.
   */
  async update<R extends object>(entity: EntityName<R>, id: string, from: readonly string[], patch: Partial<R>, increment: ReadonlyArray<keyof R & string> = []): Promise<R | null> {
    const t = this.table(entity);
    const unknown = Object.keys(patch).filter((k) => !t.props.some((p) => p.name === k));
    if (unknown.length) throw new Error(`${t.meta.className} has no column for ${unknown.join(', ')}`);
    const set = t.props.filter((p) => (patch as Row)[p.name] !== undefined);
    const assignments = [
      ...set.map((p, i) => `${quote(p.fieldNames[0])} = $${i + 3}`),
      ...increment.map((name) => { const col = quote(this.prop(t, name).fieldNames[0]); return `${col} = ${col} + 1`; }),
    ];
    const sql = `update ${t.name} set ${assignments.join(', ')} where ${quote(t.meta.primaryKeys[0])} = $1 and ${quote(this.prop(t, 'status').fieldNames[0])} = any($2::text[]) returning ${t.columns}`;
    const rows = await this.query(sql, [id, [...from], ...set.map((p) => this.toDatabase(p, (patch as Row)[p.name]))]);
    return rows[0] ? this.toEntity<R>(t, rows[0]) : null;
  }

  /**
   * The record by primary key with the rows its foreign keys name (each or null), in one
   * statement: `select … from record left join each on its primary key = the record's column`.
   * Null when the record does not exist. The record is as read() answers it (rowOf works).
   */
  async readWith<R extends object>(entity: EntityName<R>, id: string, joins: ReadonlyArray<{ entity: EntityName<object>; foreignKey: keyof R & string }>): Promise<[R, ...Array<object | null>] | null> {
    const t = this.table(entity);
    const others = joins.map((j) => ({ t: this.table(j.entity), fk: this.prop(t, j.foreignKey).fieldNames[0] }));
    const select = [
      ...t.props.map((p) => `r.${quote(p.fieldNames[0])}`),
      ...others.flatMap((o, i) => o.t.props.map((p) => `j${i}.${quote(p.fieldNames[0])} as ${quote(`j${i}.${p.fieldNames[0]}`)}`)),
    ];
    const from = [`${t.name} r`, ...others.map((o, i) => `left join ${o.t.name} j${i} on j${i}.${quote(o.t.meta.primaryKeys[0])} = r.${quote(o.fk)}`)];
    const rows = await this.query(`select ${select.join(', ')} from ${from.join(' ')} where r.${quote(t.meta.primaryKeys[0])} = $1`, [id]);
    const row = rows[0];
    if (!row) return null;
    const own: Row = {};
    for (const p of t.props) own[p.fieldNames[0]] = row[p.fieldNames[0]];
    const joined = others.map((o, i) => {
      const part: Row = {};
      for (const p of o.t.props) part[p.fieldNames[0]] = row[`j${i}.${p.fieldNames[0]}`];
      const pk = o.t.props.find((p) => p.name === o.t.meta.primaryKeys[0]);
      return pk && part[pk.fieldNames[0]] !== null && part[pk.fieldNames[0]] !== undefined ? this.toEntity<object>(o.t, part) : null;
    });
    return [this.toEntity<R>(t, own), ...joined];
  }

  /**
   * The database row a record returned by read() or update() was made from, as pg gave it:
   * what a worker sends in its "record done" notification (JSON-safe but for Dates, which
   * fromRow() restores), so the API can answer without reading it again.
   */
  rowOf(record: object): Row | undefined {
    return this.rows.get(record);
  }

  /** A record from a row given by rowOf(), possibly sent as JSON (date strings become Dates again). */
  fromRow<R extends object>(entity: EntityName<R>, row: Row): R {
    const t = this.table(entity);
    const copy: Row = { ...row };
    for (const p of t.dates) {
      const col = p.fieldNames[0];
      if (typeof copy[col] === 'string') copy[col] = new Date(copy[col] as string);
    }
    return this.toEntity<R>(t, copy);
  }

  /** Whether the entity has a property (e.g. `attempts`, `updatedAt`) stored in a column. */
  has<R extends object>(entity: EntityName<R>, name: string): boolean {
    return this.table(entity).props.some((p) => p.name === name);
  }

  private table<R extends object>(entity: EntityName<R>): Table {
    const meta = this.orm.getMetadata().get(entity as string);
    let t = this.tables.get(meta.className);
    if (!t) {
      const schema = meta.schema ?? this.orm.config.get('schema') ?? 'public';
      const props = meta.props.filter((p) => p.persist !== false && p.kind === 'scalar' && p.fieldNames?.length === 1);
      t = { meta, name: `${quote(schema)}.${quote(meta.tableName)}`, props, columns: props.map((p) => quote(p.fieldNames[0])).join(', '), converted: props.filter((p) => p.customType), dates: props.filter((p) => p.runtimeType === 'Date') };
      this.tables.set(meta.className, t);
    }
    return t;
  }

  private prop(t: Table, name: string): EntityProperty {
    const p = t.props.find((x) => x.name === name);
    if (!p) throw new Error(`${t.meta.className} has no column for ${name}`);
    return p;
  }

  /**
   * A row as an entity, converted as the ORM's hydration would (column names to properties,
   * dates parsed, custom types applied) but without an entity manager: no fork, no identity
   * map, no merge, which cost ~0.2 ms a row here. Nothing tracks the entity; it is an answer.
   */
  private toEntity<R extends object>(t: Table, row: Row): R {
    const data = this.orm.em.getDriver().mapResult(row, t.meta) as Row;
    const platform = this.orm.em.getPlatform();
    for (const p of t.converted) {
      const value = data[p.name];
      if (value !== null && value !== undefined) data[p.name] = p.customType!.convertToJSValue(value, platform);
    }
    // The mapped object itself becomes the record (it is fresh: mapResult copies the row). Not
    // Object.assign onto Object.create(prototype): the ORM puts a setter for every column on the
    // entity's prototype (its change tracking), and assigning through them gave each record an
    // ORM helper and a getter/setter pair per column: 30-40 µs a record, against 2 µs.
    const record = Object.setPrototypeOf(data, t.meta.class.prototype as object) as R;
    this.rows.set(record as object, row);
    return record;
  }

  private toDatabase(prop: EntityProperty, value: unknown): unknown {
    if (value === undefined || value === null) return null;
    return prop.customType ? prop.customType.convertToDatabaseValue(value, this.orm.em.getPlatform(), { mode: 'query' }) : value;
  }

  /** One statement, prepared once per pooled connection under a stable name (unnamed behind a transaction pooler). */
  private async query(text: string, values: unknown[]): Promise<Row[]> {
    let name = this.statements.get(text);
    if (!name && this.named) this.statements.set(text, (name = `record_sql_${this.statements.size + 1}`));
    const client = this.orm.em.getKnex().client as Knex.Client;
    const connection = await client.acquireConnection();
    try {
      const result = await connection.query(name ? { name, text, values } : { text, values });
      return result.rows as Row[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

const instances = new WeakMap<Orm, RecordSql>();

/** The RecordSql of an ORM (one per process and database). */
export function recordSql(orm: Orm): RecordSql {
  let sql = instances.get(orm);
  if (!sql) instances.set(orm, (sql = new RecordSql(orm)));
  return sql;
}
