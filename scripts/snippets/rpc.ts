/**
 * Checks JSON-RPC request bodies in code blocks: the `--data '…'` of a curl command, or a JSON
 * block that holds a request. The method must be one that src/data/endpoints.ts lists as
 * supported (or an eth_subscribe type the node offers), and each parameter must have the type
 * that the Ethereum JSON-RPC specification gives for it. Placeholders such as `<BLOCK_NUMBER>`
 * stand for a value of the type of the parameter they fill.
 */
import {isAddress, isHex} from 'viem';
import {endpoints} from '../../src/data/endpoints';

type Check = (value: unknown) => string | null;

const quantity: Check = (v) => (typeof v === 'string' && /^0x(0|[1-9a-f][0-9a-f]*)$/i.test(v) ? null : 'a hexadecimal quantity without leading zeros');
const tag: Check = (v) =>
  typeof v === 'string' && ['latest', 'earliest', 'pending', 'safe', 'finalized'].includes(v) ? null : quantity(v) && 'a block number or tag';
const address: Check = (v) => (typeof v === 'string' && isAddress(v, {strict: false}) ? null : 'a 20-byte address');
const hash: Check = (v) => (typeof v === 'string' && isHex(v) && v.length === 66 ? null : 'a 32-byte hash');
const data: Check = (v) => (typeof v === 'string' && isHex(v) && v.length % 2 === 0 ? null : 'hexadecimal bytes');
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'true or false');
const optional = (check: Check): Check & {optional: true} => Object.assign((v: unknown) => (v === undefined ? null : check(v)), {optional: true as const});

function object(fields: Record<string, Check>, required: string[] = []): Check {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'an object';
    for (const key of Object.keys(v)) if (!(key in fields)) return `an object without the unknown field "${key}"`;
    for (const key of required) if (!(key in v)) return `an object with "${key}"`;
    for (const [key, check] of Object.entries(fields)) {
      const value = (v as Record<string, unknown>)[key];
      if (value === undefined) continue;
      const problem = check(value);
      if (problem) return `"${key}" to be ${problem}`;
    }
    return null;
  };
}

const topics: Check = (v) =>
  Array.isArray(v) && v.every((t) => t === null || hash(t) === null || (Array.isArray(t) && t.every((x) => hash(x) === null)))
    ? null
    : 'a list of 32-byte topics';
const callObject = object({from: address, to: address, gas: quantity, gasPrice: quantity, value: quantity, data, input: data}, ['to']);
const filter = object({address, topics, fromBlock: tag, toBlock: tag, blockHash: hash});
const tracer = object({tracer: (v) => (v === 'callTracer' || v === 'structLogger' ? null : 'callTracer or structLogger'), tracerConfig: (v) => (typeof v === 'object' ? null : 'an object')});
const subscriptionTypes = ['newHeads', 'logs', 'newPendingTransactions', 'tez_newIncludedTransactions', 'tez_newPreconfirmedReceipts'];
const subscription: Check = (v) => (typeof v === 'string' && subscriptionTypes.includes(v) ? null : `one of ${subscriptionTypes.join(', ')}`);

/** Parameters of each method, from the Ethereum JSON-RPC specification and Geth's debug API. */
export const methodParams: Record<string, Check[]> = {
  eth_blockNumber: [],
  eth_chainId: [],
  eth_gasPrice: [],
  net_version: [],
  eth_getBalance: [address, tag],
  eth_getCode: [address, tag],
  eth_getStorageAt: [address, quantity, tag],
  eth_getTransactionCount: [address, tag],
  eth_getTransactionByHash: [hash],
  eth_getTransactionReceipt: [hash],
  eth_getTransactionByBlockNumberAndIndex: [tag, quantity],
  eth_getTransactionByBlockHashAndIndex: [hash, quantity],
  eth_getBlockByNumber: [tag, bool],
  eth_getBlockByHash: [hash, bool],
  eth_sendRawTransaction: [data],
  // Etherlink's second parameter says when to answer: "pending" (Instant Confirmation) or "latest".
  eth_sendRawTransactionSync: [data, optional((v) => (v === 'pending' || v === 'latest' ? null : '"pending" or "latest"'))],
  eth_estimateGas: [callObject, optional(tag)],
  eth_call: [callObject, tag],
  eth_getLogs: [filter],
  debug_traceTransaction: [hash, optional(tracer)],
  debug_traceBlockByNumber: [tag, tracer],
  eth_subscribe: [subscription, optional(filter)],
};

const supported = new Set(endpoints.filter((e) => e.status !== 'unsupported').map((e) => e.method));

/** Sample values for placeholders, chosen by the type of the parameter they stand in. */
const SAMPLES: [Check, unknown][] = [
  [address, '0x45Ff91b4bF16aC9907CF4A11436f9Ce61BE0650d'],
  [hash, `0x${'ab'.repeat(32)}`],
  [quantity, '0x1'],
  [tag, '0x1'],
  [data, '0x02f8'],
];

/** Replaces each `"<PLACEHOLDER>"` (or bare `<PLACEHOLDER>`) with a JSON string marker. */
function parseWithPlaceholders(text: string): unknown {
  const marked = text.replace(/"?<([A-Z0-9_]+)>"?/g, (_m, name: string) => JSON.stringify(`<${name}>`));
  return JSON.parse(marked);
}

function fill(value: unknown, check: Check): unknown {
  if (typeof value === 'string' && /^<[A-Z0-9_]+>$/.test(value)) {
    return SAMPLES.find(([, sample]) => check(sample) === null)?.[1] ?? value;
  }
  return value;
}

/** Problems with one request body; an empty list means it is valid. */
export function checkRequest(text: string): {method?: string; problems: string[]} {
  let body: unknown;
  try {
    body = parseWithPlaceholders(text);
  } catch (error) {
    return {problems: [`not valid JSON: ${(error as Error).message}`]};
  }
  const request = body as {jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown};
  const problems: string[] = [];
  if (request.jsonrpc !== '2.0') problems.push('"jsonrpc" must be "2.0"');
  if (typeof request.id !== 'number' && typeof request.id !== 'string') problems.push('"id" must be a number or a string');
  const method = typeof request.method === 'string' ? request.method : undefined;
  if (!method) return {problems: [...problems, '"method" is missing']};
  const expected = methodParams[method];
  if (!expected) return {method, problems: [...problems, `no parameter list is known for ${method}`]};
  if (method !== 'eth_subscribe' && !supported.has(method)) problems.push(`${method} is not a supported method in src/data/endpoints.ts`);
  const params = request.params ?? [];
  if (!Array.isArray(params)) return {method, problems: [...problems, '"params" must be a list']};
  const required = expected.filter((c) => !('optional' in c)).length;
  if (params.length < required || params.length > expected.length) {
    problems.push(`${method} takes ${required === expected.length ? required : `${required} to ${expected.length}`} parameters, not ${params.length}`);
  }
  params.forEach((param, i) => {
    const check = expected[i];
    if (!check) return;
    const filled = typeof param === 'object' && param !== null && !Array.isArray(param)
      ? Object.fromEntries(Object.entries(param).map(([k, v]) => [k, typeof v === 'string' && /^<[A-Z0-9_]+>$/.test(v) ? '0x1' : v]))
      : fill(param, check);
    const problem = check(filled);
    if (problem) problems.push(`parameter ${i + 1} of ${method} must be ${problem}`);
  });
  return {method, problems};
}

/** Request bodies in a block: each curl `--data '…'`, or the whole block if it is a request. */
export function requestBodies(code: string): string[] {
  const fromCurl = Array.from(code.matchAll(/--data(?:-raw)?\s+'([^']*)'/g), (m) => m[1]);
  if (fromCurl.length > 0) return fromCurl.filter((body) => body.includes('"jsonrpc"'));
  const trimmed = code.trim();
  return trimmed.startsWith('{') && trimmed.includes('"jsonrpc"') && trimmed.includes('"method"') && !trimmed.includes('"eth_subscription"')
    ? [trimmed]
    : [];
}
