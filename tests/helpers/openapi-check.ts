import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../api/openapi/document.js';
import { isSolanaAddress } from '../../api/middleware/validate.js';

/** One answer as the tests' requester received it. */
export interface ObservedResponse {
  method: string;
  /** Path with its query string, as requested. */
  path: string;
  status: number;
  headers: Headers;
  /** The body parsed as JSON, or null when it is not JSON. */
  body: unknown;
  text: string;
}

/** Paths the document does not describe on purpose: the HTML reference page, the queue board and the developer dashboard's HTML pages. */
const OUTSIDE_THE_API = [/^\/docs(\/|$)/i, /^\/admin\/queues(\/|$)/i, /^\/dashboard(\/|$)/i];

/** Headers of HTTP itself (and of Node's server), not of the API. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary']);

/**
 * Statuses a path the document does not know may answer: auth, limits and the JSON body parser
 * run before routing (a malformed or too deeply nested body is 400 before the path is matched).
 */
const UNKNOWN_PATH_STATUSES = new Set([400, 401, 404, 405, 413, 415, 429, 503]);

type Doc = Record<string, any>;

interface Template { path: string; regex: RegExp }

/**
 * Checks answers against the OpenAPI document: the status is one the operation documents, the
 * body validates against that status's schema (additionalProperties: false on records, so an
 * undocumented field fails), every required header is present and every header present is
 * documented. Throws an Error saying what does not match.
 */
export class OpenApiResponseChecker {
  private readonly ajv: Ajv2020;
  private readonly templates: Template[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: Doc = buildOpenApiDocument()) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addFormat('solana-address', { type: 'string', validate: isSolanaAddress });
    this.ajv.addKeyword({ keyword: 'example' });
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components } as object);
    // Longer literal paths first, so /v1/transactions/build wins over /v1/transactions/{id}.
    this.templates = Object.keys(document.paths)
      .map((path) => ({ path, regex: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i') }))
      .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    // Compile every response schema now (at harness start), so no request a test times pays for it.
    for (const item of Object.values<any>(document.paths)) {
      for (const op of Object.values<any>(item)) {
        for (const response of Object.values<any>(op.responses)) {
          for (const media of Object.values<any>(this.resolve(response).content ?? {})) this.validator(media.schema);
        }
      }
    }
  }

  /** Validate a schema of the document (its $refs resolve against the document's components). */
  validator(schema: object): ValidateFunction {
    // Many operations share an error schema: compile each distinct one once.
    const key = JSON.stringify(schema);
    let v = this.compiled.get(key);
    if (!v) {
      v = this.ajv.compile(this.rewrite(schema) as object);
      this.compiled.set(key, v);
    }
    return v;
  }

  /** `#/components/...` refs point into the registered document. */
  private rewrite(schema: unknown): any {
    if (Array.isArray(schema)) return schema.map((s) => this.rewrite(s));
    if (schema && typeof schema === 'object') {
      return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : this.rewrite(v)]));
    }
    return schema;
  }

  private resolve<T = any>(obj: any): T {
    while (obj && typeof obj.$ref === 'string') {
      obj = obj.$ref.slice(2).split('/').reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], this.document);
    }
    return obj;
  }

  /** Throws when the answer is not one the document describes. */
  check(res: ObservedResponse): void {
    const pathOnly = res.path.split('?')[0]!;
    if (OUTSIDE_THE_API.some((r) => r.test(pathOnly))) return;
    const where = `${res.method} ${res.path} → ${res.status}`;
    const template = this.templates.find((t) => t.regex.test(pathOnly));
    const method = res.method.toLowerCase() === 'head' ? 'get' : res.method.toLowerCase();
    const operation = template ? this.document.paths[template.path][method] : undefined;
    let response: any;
    if (res.method.toUpperCase() === 'OPTIONS' && template && res.status === 204) {
      // The router answers OPTIONS on every path it knows: 204 with Allow (components.responses.Options);
      // its other answers (the /v1 gate's 401, 429, 503) are checked as for any unknown method.
      response = this.resolve(this.document.components.responses.Options);
    } else if (!operation) {
      if (!UNKNOWN_PATH_STATUSES.has(res.status)) throw new Error(`OpenAPI: ${where}: ${template ? 'method' : 'path'} not in the document, and ${res.status} is not an answer for an unknown route`);
      // Routes outside the document may still answer the errors of the /v1 gate.
      response = this.resolve(this.document.components.responses.Error);
      response = { ...response, headers: { ...response.headers, ...this.gateHeaders() } };
    } else {
      response = operation.responses[String(res.status)];
      if (!response) throw new Error(`OpenAPI: ${where}: status ${res.status} is not documented for ${method.toUpperCase()} ${template!.path} (documented: ${Object.keys(operation.responses).join(', ')})`);
      response = this.resolve(response);
    }
    this.checkHeaders(where, res.headers, response.headers ?? {});
    if (res.method.toUpperCase() === 'HEAD' || res.status === 204) return;
    const content = response.content ?? {};
    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const media = content[mediaType];
    if (!media) throw new Error(`OpenAPI: ${where}: Content-Type ${mediaType || '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`);
    const body = mediaType === 'application/json' ? res.body : res.text;
    const validate = this.validator(media.schema);
    if (!validate(body)) {
      throw new Error(`OpenAPI: ${where}: body does not match the document: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}\n${res.text.slice(0, 2000)}`);
    }
  }

  private gateHeaders(): Record<string, object> {
    const h: Record<string, object> = {};
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Allow', 'WWW-Authenticate']) h[name] = { $ref: `#/components/headers/${name}` };
    return h;
  }

  private checkHeaders(where: string, headers: Headers, documented: Record<string, any>): void {
    const known = new Map(Object.entries(documented).map(([name, h]) => [name.toLowerCase(), { name, ...(this.resolve(h) as { schema?: any }), required: h.required === true }]));
    for (const [name] of headers) {
      if (TRANSPORT_HEADERS.has(name)) continue;
      const doc = known.get(name);
      if (!doc) throw new Error(`OpenAPI: ${where}: header ${name} is not documented (documented: ${[...known.values()].map((h) => h.name).join(', ')})`);
      if (doc.schema?.type === 'integer' && !/^\d+$/.test(headers.get(name)!)) throw new Error(`OpenAPI: ${where}: header ${name} is ${headers.get(name)}, not an integer`);
      if (doc.schema?.enum && !doc.schema.enum.includes(headers.get(name))) throw new Error(`OpenAPI: ${where}: header ${name} is ${headers.get(name)}, not one of ${doc.schema.enum.join(', ')}`);
    }
    for (const h of known.values()) {
      if (h.required && !headers.has(h.name)) throw new Error(`OpenAPI: ${where}: required header ${h.name} is missing`);
    }
  }
}

let shared: OpenApiResponseChecker | null = null;

/** The checker of the service's own document, built once per test file. */
export function openApiChecker(): OpenApiResponseChecker {
  shared ??= new OpenApiResponseChecker();
  return shared;
}
