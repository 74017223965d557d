import { COMPONENT_SCHEMAS } from '../openapi/document.js';
import type { OperationSpec } from '../openapi/operation.js';

/**
 * MCP tool schemas made from the very JSON Schemas that validate /v1 and describe it in the
 * OpenAPI document (the routes' *.schema.ts): one source, two surfaces. A tool's input is the
 * operation's path parameters, query and body as one object; its output is the operation's
 * record (`data` of the success envelope), or `{ data, pagination }` for a list.
 *
 * The OpenAPI dialect is JSON Schema 2020-12 with two local additions an MCP client's validator
 * would not know, rewritten here: the `solana-address` format (a base58 pattern instead; the
 * route still checks the key decodes to 32 bytes) and OpenAPI's `discriminator` (dropped: the
 * `oneOf` carries the meaning). References to `#/components/schemas/X` become `#/$defs/X`, and
 * every schema referenced is carried along in `$defs`, so each tool's schema stands alone.
 */

type Json = Record<string, unknown>;

const SOLANA_ADDRESS_PATTERN = '^[1-9A-HJ-NP-Za-km-z]{32,44}$';
const COMPONENT_REF = '#/components/schemas/';

/** A copy of `schema` in plain JSON Schema 2020-12, collecting the component names it references. */
function portable(schema: unknown, refs: Set<string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => portable(s, refs));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === 'discriminator') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF)) {
      const name = value.slice(COMPONENT_REF.length);
      refs.add(name);
      out.$ref = `#/$defs/${name}`;
    } else if (key === 'format' && value === 'solana-address') {
      out.pattern = SOLANA_ADDRESS_PATTERN;
    } else if (key === 'properties' && value && typeof value === 'object') {
      // Property names are data, not keywords: a property named "format" stays one.
      out.properties = Object.fromEntries(Object.entries(value as Json).map(([name, s]) => [name, portable(s, refs)]));
    } else {
      out[key] = portable(value, refs);
    }
  }
  if ((schema as Json).format === 'solana-address' && !out.description) out.description = 'Base58 Solana address (32-byte public key).';
  return out;
}

/** `schema` made portable, with `$defs` holding every component it reaches. */
export function standalone(schema: object): Json {
  const refs = new Set<string>();
  const root = portable(schema, refs) as Json;
  const defs: Json = {};
  const pending = [...refs];
  while (pending.length) {
    const name = pending.pop()!;
    if (name in defs) continue;
    const component = COMPONENT_SCHEMAS[name];
    if (!component) throw new Error(`MCP schema references unknown component ${name}`);
    const found = new Set<string>();
    defs[name] = portable(component, found);
    for (const n of found) if (!(n in defs)) pending.push(n);
  }
  return Object.keys(defs).length ? { ...root, $defs: defs } : root;
}

/** Where an input argument goes in the REST request. */
export type ArgumentPlace = 'path' | 'query' | 'body';

/** The tool input of an operation: one object of its path parameters, query and body fields. */
export function inputSchemaOf(op: OperationSpec): { schema: Json; places: Record<string, ArgumentPlace> } {
  const properties: Json = {};
  const required: string[] = [];
  const places: Record<string, ArgumentPlace> = {};
  const add = (where: ArgumentPlace, s: object | undefined) => {
    if (!s) return;
    const part = s as { properties?: Json; required?: readonly string[] };
    for (const [name, prop] of Object.entries(part.properties ?? {})) {
      if (name in places) throw new Error(`${op.operationId}: argument ${name} appears twice`);
      properties[name] = prop;
      places[name] = where;
      if (where === 'path' || (part.required ?? []).includes(name)) required.push(name);
    }
  };
  add('path', op.request?.params);
  add('query', op.request?.query);
  add('body', op.request?.body);
  const schema = standalone({ type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false });
  return { schema, places };
}

/** The 2xx answer schema of an operation. */
function successSchema(op: OperationSpec): Json {
  const status = Object.keys(op.responses).map(Number).find((s) => s >= 200 && s < 300);
  if (status === undefined) throw new Error(`${op.operationId} declares no success answer`);
  return op.responses[status].schema as Json;
}

/** The tool output of an operation: its record, or `{ data, pagination }` for a list. */
export function outputSchemaOf(op: OperationSpec): Json {
  const envelope = successSchema(op) as { properties?: { data?: Json; pagination?: Json } };
  const data = envelope.properties?.data;
  if (!data) throw new Error(`${op.operationId}: the success answer has no data`);
  if (envelope.properties?.pagination) {
    return standalone({ type: 'object', properties: { data, pagination: envelope.properties.pagination }, required: ['data', 'pagination'], additionalProperties: false });
  }
  // The record itself, inlined at the root (an MCP output schema's root must be an object).
  const ref = typeof data.$ref === 'string' && data.$ref.startsWith(COMPONENT_REF) ? data.$ref.slice(COMPONENT_REF.length) : null;
  const record = ref ? COMPONENT_SCHEMAS[ref] : data;
  if (!record) throw new Error(`${op.operationId}: unknown component ${ref}`);
  return standalone(record);
}

/** Whether an operation answers a list (`{ data: [...], pagination }`). */
export function answersList(op: OperationSpec): boolean {
  return Boolean((successSchema(op) as { properties?: Json }).properties?.pagination);
}
