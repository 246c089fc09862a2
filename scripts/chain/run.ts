/**
 * Asks every source at once (each source its own client: a few requests in flight, a timeout per
 * request, one shared time budget) and gathers the outcomes into one report.
 */
import {checkEndpoint, checkEvm} from './evm';
import {SourceClient} from './http';
import type {Outcome} from './model';
import {checkReleases, fetchKernelReleases} from './releases';
import {checkRollup, type KernelGovernance} from './rollup';
import {resolveSources, type Source} from './sources';
import {checkTezos} from './tezos';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Requests in flight per source (default 4). */
  concurrency?: number;
  /** Whole run (default 100 s): no request starts after it. */
  budgetMs?: number;
}

export interface SourceReport extends Source {
  status: 'reachable' | 'unreachable';
  reason?: string;
  requests: number;
  unchecked: number;
}

export interface Report {
  startedAt: string;
  durationMs: number;
  exitCode: 0 | 1 | 2;
  summary: {confirmed: number; drift: number; unchecked: number};
  sources: SourceReport[];
  outcomes: Outcome[];
  /** The governance contracts the running kernel reads (from the rollup node). */
  governance?: KernelGovernance;
}

export const DEFAULTS = {timeoutMs: 10_000, concurrency: 4, budgetMs: 100_000};

export async function runCheck(options: RunOptions = {}): Promise<Report> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const concurrency = options.concurrency ?? DEFAULTS.concurrency;
  const budgetMs = options.budgetMs ?? DEFAULTS.budgetMs;
  const sources = resolveSources(options.env ?? process.env);
  const clients = sources.map((s) => new SourceClient(s, {timeoutMs, concurrency, deadline: started + budgetMs}));
  let governance: KernelGovernance | undefined;
  const releases = clients.find((c) => c.source.kind === 'releases')!;
  const kernelReleases = fetchKernelReleases(releases);
  kernelReleases.catch(() => undefined);

  const lists = await Promise.all(
    clients.map(async (client): Promise<Outcome[]> => {
      const {kind, network} = client.source;
      if (kind === 'rpc' && network) return checkEvm(client, network, {kernelReleases});
      if (kind === 'relay' && network) return checkEndpoint(client, network);
      if (kind === 'tzkt' && network) return checkTezos(client, network);
      if (kind === 'rollup') {
        if (!client.source.url) client.fail(`not configured: set ${client.source.env} to the RPC URL of an Etherlink Mainnet Smart Rollup node`);
        const result = await checkRollup(client);
        governance = result.governance;
        return result.outcomes;
      }
      return checkReleases(client);
    }),
  );
  const outcomes = lists.flat();
  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  const summary = {confirmed: count('confirmed'), drift: count('drift'), unchecked: count('unchecked')};
  const sourceReports: SourceReport[] = clients.map((c) => ({
    ...c.source,
    status: c.down ? 'unreachable' : 'reachable',
    ...(c.down ? {reason: c.down} : {}),
    requests: c.requests,
    unchecked: outcomes.filter((o) => o.source === c.source.id && o.status === 'unchecked').length,
  }));
  const anyDown = sourceReports.some((s) => s.status === 'unreachable') || summary.unchecked > 0;
  return {
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    exitCode: summary.drift > 0 ? 1 : anyDown ? 2 : 0,
    summary,
    sources: sourceReports,
    outcomes,
    ...(governance ? {governance} : {}),
  };
}
