/**
 * Checks external URLs with linkinator. The URLs go into generated local HTML pages (one per source file),
 * which linkinator crawls; it fetches every external link once, with its concurrency limit, timeout, retries
 * (429 after Retry-After, per host; 5xx and network errors with jittered backoff) and fragment checks on
 * HTML targets. Per-host politeness: a request to a host starts at least `hostIntervalMs` after the previous one.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {LinkChecker, LinkState} from 'linkinator';
import {skipReason} from './allowlist';
import type {UrlSource} from './sources';

export interface CheckLinksOptions {
  concurrency?: number;
  timeoutMs?: number;
  /** Retries of a 5xx or network error (429 with Retry-After is always retried after the wait). */
  retries?: number;
  /** Upper bound of the random wait before such a retry. */
  retryJitterMs?: number;
  hostIntervalMs?: number;
  /** Overrides the allow-list (tests). */
  skip?: (url: string) => string | null;
}

export interface LinkOutcome {
  url: string;
  state: 'ok' | 'broken' | 'skipped';
  status: number | null;
  /** Why it is broken or skipped. */
  detail: string;
  /** Every place the URL is written. */
  sources: {file: string; line: number}[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Waits so that requests to one host start at least `interval` ms apart. */
export function hostThrottle(interval: number) {
  const next = new Map<string, number>();
  return async (url: string) => {
    const host = new URL(url).host;
    const now = Date.now();
    const at = Math.max(now, next.get(host) ?? 0);
    next.set(host, at + interval);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

export async function checkUrls(sources: UrlSource[], options: CheckLinksOptions = {}): Promise<LinkOutcome[]> {
  const skip = options.skip ?? skipReason;
  const byUrl = new Map<string, LinkOutcome>();
  for (const s of sources) {
    const outcome = byUrl.get(s.url) ?? {url: s.url, state: 'ok', status: null, detail: '', sources: []};
    outcome.sources.push({file: s.file, line: s.line});
    byUrl.set(s.url, outcome);
  }
  const toCheck = Array.from(byUrl.values()).filter((o) => {
    const reason = skip(o.url);
    if (reason) Object.assign(o, {state: 'skipped', detail: reason});
    return !reason;
  });
  if (toCheck.length === 0) return Array.from(byUrl.values());

  const dir = mkdtempSync(join(tmpdir(), 'check-links-'));
  try {
    // One page holding every URL: linkinator checks each external link once and never crawls it.
    const anchors = toCheck.map((o) => `<a href="${escapeHtml(o.url)}">${escapeHtml(o.url)}</a>`).join('\n');
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>links</title></head><body>\n${anchors}\n</body></html>`);
    const throttle = hostThrottle(options.hostIntervalMs ?? 500);
    const checker = new LinkChecker();
    const result = await checker.check({
      path: dir,
      recurse: false,
      concurrency: options.concurrency ?? 8,
      timeout: options.timeoutMs ?? 20_000,
      retry: true,
      retryErrors: true,
      retryErrorsCount: options.retries ?? 3,
      retryErrorsJitter: options.retryJitterMs ?? 5_000,
      checkFragments: true,
      // Called before each request: the place to wait for the host's turn. Nothing is skipped here.
      linksToSkip: async (link: string) => {
        if (/^https?:/.test(link)) await throttle(link);
        return false;
      },
    });
    for (const link of result.links) {
      const outcome = byUrl.get(link.url);
      if (!outcome) continue;
      outcome.status = link.status ?? null;
      if (link.state === LinkState.BROKEN) {
        const reason = (link.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)).find(Boolean);
        outcome.state = 'broken';
        outcome.detail = reason ?? (link.status ? `HTTP ${link.status}` : 'no response (timeout or network error)');
      }
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return Array.from(byUrl.values());
}
