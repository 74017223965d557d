import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAINNET_TOKENS } from '../../shared/chain/token-list.js';
import { IntentParser, LlmIntentReader, parseWithFallback, staticTokenResolver } from '../../shared/intents/index.js';

/**
 * The model fallback against a stub OpenAI-compatible server on loopback, answering in the
 * documented chat.completions shape (choices[0].message.content).
 */

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let reply: Reply;
const requests: { method?: string; url?: string; headers: IncomingMessage['headers']; body: any }[] = [];
// Requests the timeout case leaves unanswered, ended when the suite closes.
const held: ServerResponse[] = [];

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'stub-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

const answer = (status: number, body: string): Reply => (_req, res) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => { raw += chunk.toString('utf8'); });
    req.on('end', () => {
      let body: unknown = raw;
      try { body = JSON.parse(raw); } catch { /* kept as text for the assertion that reads it */ }
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

const RECIPIENT = 'DutRJ5sKEiLVZ2RUPkGK8j4iPraoVBjJPPbxVfgLNwRj';
// No verb the grammar knows: refused as not_a_command, which the model may recover.
const COMMAND = 'could you hook me up with 3 ORCA paying in USDT';
const parser = new IntentParser({ tokens: staticTokenResolver(MAINNET_TOKENS) });
const reader = (timeoutMs = 2_000) => new LlmIntentReader({ baseUrl, model: 'stub-model', apiKey: 'sk-test', timeoutMs });

const goodSwap = JSON.stringify({
  type: 'swap',
  params: { inputToken: 'USDT', outputToken: 'ORCA', amount: { value: '3', unit: 'token' }, amountSide: 'output', slippageBps: null },
});

describe('LLM fallback over HTTP', () => {
  it('accepts a schema-valid answer and asks in JSON mode', async () => {
    reply = answer(200, completion(goodSwap));
    const intent = await parseWithFallback(parser, reader(), COMMAND, { threshold: 0.8 });
    expect(intent).toMatchObject({
      type: 'swap',
      confidence: 0.7,
      details: { path: 'llm' },
      params: { inputToken: { symbol: 'USDT', mint: MAINNET_TOKENS.find((t) => t.symbol === 'USDT')?.mint }, outputToken: { symbol: 'ORCA' }, amount: { value: '3', unit: 'token' } },
    });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req).toMatchObject({ method: 'POST', url: '/v1/chat/completions', headers: { authorization: 'Bearer sk-test' } });
    expect(req.body).toMatchObject({ model: 'stub-model', response_format: { type: 'json_object' } });
    expect(req.body.messages.at(-1)).toEqual({ role: 'user', content: COMMAND });
  });

  it('re-validates the recipient of a model answer', async () => {
    const transfer = (recipient: string) => JSON.stringify({ type: 'transfer', params: { token: 'USDT', amount: { value: '3', unit: 'token' }, recipient } });
    const command = `hook ${RECIPIENT} up with 3 USDT`;
    reply = answer(200, completion(transfer(RECIPIENT)));
    await expect(parseWithFallback(parser, reader(), command, { threshold: 0.8 })).resolves.toMatchObject({ type: 'transfer', params: { recipient: RECIPIENT } });
    // An address the command never wrote is the model's invention: rejected, and the grammar's
    // own low-confidence reading (type inferred from the shape) stands.
    reply = answer(200, completion(transfer('C9z6QD7EPr4hZGHLoaZmUf7n2Sex4qohxjXeX98ifqru')));
    const intent = await parseWithFallback(parser, reader(), command, { threshold: 0.8 });
    expect(intent).toMatchObject({ type: 'transfer', params: { recipient: RECIPIENT }, details: { path: 'grammar', inferred: ['type'] } });
    expect(intent.details.fallbackRejected).toContain('does not appear in the command');
  });

  it.each<[string, Reply]>([
    ['a body that is not JSON', answer(200, '<html>bad gateway</html>')],
    ['JSON without choices', answer(200, JSON.stringify({ object: 'chat.completion', choices: [] }))],
    ['content that is not JSON', answer(200, completion('Sure! You want to buy ORCA.'))],
    ['schema-invalid JSON', answer(200, completion(JSON.stringify({ type: 'swap', params: { inputToken: 'USDT', outputToken: 'ORCA', amount: 3 } })))],
    ['a refusal object', answer(200, completion(JSON.stringify({ error: 'not a wallet command' })))],
    ['an unknown token', answer(200, completion(goodSwap.replace('"ORCA"', '"PEPE"')))],
    ['an HTTP error', answer(500, JSON.stringify({ error: { message: 'overloaded' } }))],
    ['a timeout', (_req, res) => { held.push(res); }],
  ])('rejects %s and keeps the original parse error', async (_name, stub) => {
    reply = stub;
    const err = await parseWithFallback(parser, reader(200), COMMAND, { threshold: 0.8 }).then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ code: 'intent_parse_error', status: 422, details: { reason: 'not_a_command', missing: ['type'] } });
    expect(requests).toHaveLength(1);
  });

  it('keeps a low-confidence grammar parse when the model times out', async () => {
    reply = (_req, res) => { held.push(res); };
    // A verb typo is read at a confidence cost (a token typo is refused, never guessed).
    const intent = await parseWithFallback(parser, reader(200), 'tarde 2 JUP for ORCA', { threshold: 0.9 });
    expect(intent).toMatchObject({ details: { path: 'grammar', fallbackRejected: 'model endpoint timed out' }, params: { outputToken: { symbol: 'ORCA' } } });
  });
});
