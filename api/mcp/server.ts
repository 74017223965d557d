import { McpServer, type CallToolResult, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { AuthContext } from '../../shared/auth/key-verifier.js';
import { grantsScope, type Scope } from '../../shared/auth/scopes.js';
import type { TokenRegistry } from '../../shared/chain/token-registry.js';
import { toAppError } from '../middleware/errors.js';
import { insufficientScope } from '../middleware/auth.js';
import { validationError } from '../../shared/errors/app-error.js';
import type { OperationSpec } from '../openapi/operation.js';
import type { Dispatch, DispatchAnswer } from './dispatch.js';
import { inputSchemaOf, outputSchemaOf, answersList, type ArgumentPlace } from './schemas.js';
import { operationOf, ToolInputError, TOOLS, type ToolSpec } from './tools.js';
import { stripInvisible } from '../../shared/chain/token-text.js';

/** The caller of one /mcp HTTP request, as its tool calls need it. */
export interface McpCaller {
  auth: AuthContext;
  /** The /mcp request's id: every REST call made for it carries it (X-Request-Id, meta.requestId). */
  requestId: string;
  authorization: string;
  host: string;
  remoteAddress?: string;
  /** Set a header on the /mcp HTTP answer (the rate-limit headers of the REST calls it made). */
  setHeader(name: string, value: string): void;
}

export interface McpServerDeps {
  dispatch: Dispatch;
  registry: TokenRegistry;
  version: string;
}

/** A tool's schemas and argument places, computed once per process from the REST declarations. */
interface PreparedTool {
  spec: ToolSpec;
  op: OperationSpec;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  places: Record<string, ArgumentPlace>;
}

function prepare(spec: ToolSpec): PreparedTool {
  const op = operationOf(spec.operationId);
  const { schema, places } = inputSchemaOf(op);
  let input = schema;
  if (spec.extra) {
    const required = ((schema.required as string[] | undefined) ?? []).filter((n) => !spec.extra!.optional.includes(n));
    input = { ...schema, properties: { ...(schema.properties as object), ...spec.extra.properties }, required };
    // An extra argument of the operation's own name (get_prices' ids) keeps its place.
    for (const name of Object.keys(spec.extra.properties)) places[name] ??= 'body';
  }
  return { spec, op, input, output: outputSchemaOf(op), places };
}

let prepared: PreparedTool[] | null = null;
/** The tools with their schemas (built on first use, then shared by every request's server). */
export function preparedTools(): PreparedTool[] {
  return (prepared ??= TOOLS.map(prepare));
}

/**
 * A Standard Schema that advertises `json` and accepts any value: the arguments are validated
 * by the REST route's own validators when the call is dispatched, so a bad argument gets the
 * REST answer (400 validation_error naming the field), as a tool error.
 */
function advertised(json: Record<string, unknown>): StandardSchemaWithJSON<Record<string, unknown>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'solana-intent-service',
      validate: (value: unknown) => ({ value: (value ?? {}) as Record<string, unknown> }),
      jsonSchema: { input: () => json, output: () => json },
    },
  } as StandardSchemaWithJSON<Record<string, unknown>>;
}

/** A REST answer that is an error, carried to the tool's error result. */
class RestRefusal extends Error {
  constructor(readonly answer: DispatchAnswer) {
    super(answer.body?.error?.message ?? `HTTP ${answer.status}`);
  }
}

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

/** The REST request of an operation for the given tool arguments. */
function restRequest(op: OperationSpec, args: Record<string, unknown>, places: Record<string, ArgumentPlace>) {
  let path = op.path;
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [name, where] of Object.entries(places)) {
    if (where !== 'path') continue;
    const value = args[name];
    if (typeof value !== 'string' || value === '') throw new ToolInputError(name, value === undefined ? 'is required' : 'must be a non-empty string');
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  for (const [name, value] of Object.entries(args)) {
    // Unknown arguments go where REST would refuse them by name ("is not a known field").
    const where = places[name] ?? (op.request?.body ? 'body' : 'query');
    if (where === 'body') body[name] = value;
    else if (where === 'query') {
      if (value === undefined) continue;
      if (!['string', 'number', 'boolean'].includes(typeof value)) throw new ToolInputError(name, 'must be a string, number or boolean');
      query[name] = String(value);
    }
  }
  return { method: op.method.toUpperCase() as 'GET' | 'POST', path, query, body: op.request?.body ? body : undefined };
}

const text = (t: string) => ({ type: 'text' as const, text: t });

/** A REST error answer as a tool error: the code and message to read, the error envelope as JSON. */
function errorResult(status: number, envelope: { error: { code: string; message: string; details?: Record<string, unknown> }; meta?: { requestId?: string } }, headers: Record<string, string> = {}): CallToolResult {
  const { code, message, details } = envelope.error;
  const retryAfter = headers['retry-after'];
  return {
    isError: true,
    content: [
      text(`${code} (HTTP ${status}): ${message}${retryAfter ? ` Retry after ${retryAfter} s.` : ''}`),
      text(JSON.stringify(envelope)),
    ],
    _meta: { status, code, ...(details ? { details } : {}), ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}), ...(envelope.meta?.requestId ? { requestId: envelope.meta.requestId } : {}) },
  };
}

/** Run one tool call as its REST operation(s) for `caller`. */
async function callTool(tool: PreparedTool, rawArgs: unknown, caller: McpCaller, deps: McpServerDeps): Promise<CallToolResult> {
  const meta = { requestId: caller.requestId, timestamp: new Date().toISOString() };
  try {
    if (rawArgs !== undefined && (rawArgs === null || typeof rawArgs !== 'object' || Array.isArray(rawArgs))) {
      throw new ToolInputError('arguments', 'must be an object');
    }
    const args = (rawArgs ?? {}) as Record<string, unknown>;
    // Every operation the call would make needs its scope; refuse before the first one runs,
    // so that a build from a command does not parse an intent it could never build.
    const operations = [...(tool.spec.extra?.uses(args) ?? []), tool.spec.operationId].map((id) => operationOf(id));
    for (const op of operations) {
      if (op.scope !== 'public' && op.scope !== 'any' && !grantsScope(caller.auth.scopes, op.scope as Scope)) {
        return errorResult(403, { error: insufficientScope(op.scope as Scope).toJSON(), meta });
      }
    }
    const run = async (op: OperationSpec, a: Record<string, unknown>, places: Record<string, ArgumentPlace>) => {
      const request = restRequest(op, a, places);
      const answer = await deps.dispatch({
        ...request,
        headers: { authorization: caller.authorization, 'x-request-id': caller.requestId, host: caller.host },
        remoteAddress: caller.remoteAddress,
      });
      for (const h of RATE_LIMIT_HEADERS) if (answer.headers[h] !== undefined) caller.setHeader(h, answer.headers[h]);
      if (answer.headers['retry-after'] !== undefined && answer.status >= 400) caller.setHeader('retry-after', answer.headers['retry-after']);
      if (answer.status >= 400) throw new RestRefusal(answer);
      return answer;
    };
    const callOperation = async (operationId: string, a: Record<string, unknown>) => {
      const op = operationOf(operationId);
      return (await run(op, a, inputSchemaOf(op).places)).body.data;
    };
    const opArgs = tool.spec.extra ? await tool.spec.extra.prepare(args, callOperation) : args;
    const answer = await run(tool.op, opArgs, tool.places);
    const { data, pagination } = answer.body as { data: unknown; pagination?: { hasMore: boolean; nextCursor: string | null } };
    const structured = (answersList(tool.op) ? { data, pagination } : data) as Record<string, unknown>;
    return {
      content: [text(stripInvisible(tool.spec.summary(data, pagination))), text(JSON.stringify(structured))],
      structuredContent: structured,
      _meta: { status: answer.status, requestId: answer.body?.meta?.requestId ?? caller.requestId },
    };
  } catch (err) {
    if (err instanceof RestRefusal) return errorResult(err.answer.status, err.answer.body, err.answer.headers);
    if (err instanceof ToolInputError) return errorResult(400, { error: validationError(err.field, err.reason).toJSON(), meta });
    const e = toAppError(err);
    return errorResult(e.status, { error: e.toJSON(), meta });
  }
}

export const SERVER_INSTRUCTIONS = [
  'Solana Intent Service: turns natural-language commands into unsigned Solana transactions, and reads portfolios, prices, history and usage.',
  'It is non-custodial: it never holds, asks for or returns a private key, and never signs for a wallet.',
  'Flow: parse_intent (or build_transaction with a command) -> build_transaction -> the wallet\'s owner signs the base64 transaction in their own wallet -> the signed transaction is sent to the network -> get_transaction shows it confirmed.',
  'Every tool is the REST operation of the same name under /v1, with the same API key, scopes, rate limits and errors (tool errors carry the REST error envelope).',
].join('\n');

export const FLOW_PROMPT = [
  'You help a user act on Solana through the Solana Intent Service tools. The service is non-custodial: it never signs, and no private key must ever be asked for, pasted, stored or sent to any tool.',
  '',
  '1. Parse: call parse_intent with the wallet address and the user\'s words ("swap 1.5 SOL for USDC"). Check type and params with the user; on intent_parse_error, ask what is missing (details.missing, details.suggestions).',
  '2. Build: call build_transaction with the intent id (or with the command, to parse and build in one call). Read simulation.success and expectedOutput (amount out, fee, price impact) back to the user before going further. A failed simulation means it would not land: do not ask for a signature.',
  '3. Sign: hand the base64 `transaction` to the user\'s wallet (a wallet app, a hardware wallet, or the signer the user controls). The wallet signs; you never do, and the agent\'s host never holds the key. A swap may already carry the market maker\'s signature: the wallet adds its own and changes nothing else.',
  '4. Submit: call submit_transaction with the build id and the signed base64 transaction, before lastValidBlockHeight (expiresAt); past it, build again. The service sends and rebroadcasts exactly those signed bytes until they land; it never re-signs or rebuilds. Then call get_transaction with the build id until it is confirmed, failed or expired (or the user\'s own client may send the signed transaction itself; it settles the same way).',
].join('\n');

/** The MCP server of one /mcp request: every tool, the token registry resource and the flow prompt, acting as `caller`. */
export function mcpServerFor(caller: McpCaller, deps: McpServerDeps): McpServer {
  const server = new McpServer(
    { name: 'solana-intent-service', version: deps.version },
    { instructions: SERVER_INSTRUCTIONS, maxToolInputElements: 1000 },
  );
  for (const tool of preparedTools()) {
    server.registerTool(tool.spec.name, {
      title: tool.spec.title,
      description: tool.spec.description,
      inputSchema: advertised(tool.input),
      outputSchema: advertised(tool.output),
      annotations: { title: tool.spec.title, ...tool.spec.annotations },
      _meta: { operationId: tool.op.operationId, method: tool.op.method.toUpperCase(), path: tool.op.path, requiredScope: tool.op.scope },
    }, (args: Record<string, unknown>) => callTool(tool, args, caller, deps));
  }

  const network = caller.auth.network;
  server.registerResource('token-registry', 'solana-intents://tokens', {
    title: `Token registry (${network})`,
    description: `The tokens commands can name on this key's network (${network}): symbol, name, mint address, decimals and token program.`,
    mimeType: 'application/json',
  }, async (uri) => {
    const tokens = (await deps.registry.tokens(network)).all()
      .filter((t) => t.source === 'registry')
      .map((t) => ({ symbol: t.symbol, name: t.name, mint: t.mint, decimals: t.decimals, tokenProgram: t.tokenProgram }));
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ network, tokens }) }] };
  });

  server.registerPrompt('transaction_flow', {
    title: 'Parse, build, sign, submit',
    description: 'How to move funds with these tools without ever holding a key: parse -> build -> the wallet signs -> submit.',
  }, () => ({
    description: 'The non-custodial transaction flow',
    messages: [{ role: 'user', content: { type: 'text', text: FLOW_PROMPT } }],
  }));
  return server;
}
