/**
 * The report as terminal lines (one per drifted fact, one per unreachable source, one per method a
 * reachable source would not answer) and as JSON.
 */
import type {Outcome} from './model';
import type {Report} from './run';

/** Facts named on an UNCHECKED line; report.json lists them all. */
const NAMED = 3;

export function reportLines(report: Report): string[] {
  const label = new Map(report.sources.map((s) => [s.id, s]));
  const lines: string[] = [];
  for (const o of report.outcomes.filter((o) => o.status === 'drift')) {
    const s = label.get(o.source);
    lines.push(
      `DRIFT ${o.what}: the site states ${o.stated}; ${s?.label} (${s?.url}) found ${o.found}. ` +
        `Stated at ${o.where}; shown on ${o.pages.length ? o.pages.join(', ') : 'no page found'}`,
    );
  }
  for (const s of report.sources.filter((s) => s.status === 'unreachable')) {
    lines.push(`UNREACHABLE ${s.label} (${s.url}, set by ${s.env}): ${s.reason}; ${s.unchecked} facts unchecked`);
  }
  // A source that answered, but answered a method with a JSON-RPC error: one line per reason.
  const refused = new Map<string, Outcome[]>();
  for (const o of report.outcomes) {
    if (o.status !== 'unchecked' || label.get(o.source)?.status !== 'reachable') continue;
    const key = `${o.source}\n${o.note ?? ''}`;
    refused.set(key, [...(refused.get(key) ?? []), o]);
  }
  for (const facts of refused.values()) {
    const s = label.get(facts[0].source);
    const named = facts.slice(0, NAMED).map((o) => `${o.what}, stated at ${o.where}`);
    if (facts.length > NAMED) named.push(`${facts.length - NAMED} more in report.json`);
    lines.push(`UNCHECKED ${s?.label} (${s?.url}) ${facts[0].note}: ${facts.length} ${facts.length === 1 ? 'fact' : 'facts'} unchecked: ${named.join('; ')}`);
  }
  const reached = report.sources.filter((s) => s.status === 'reachable').length;
  const {confirmed, drift, unchecked} = report.summary;
  lines.push(
    `check:chain: ${confirmed} confirmed, ${drift} drifted, ${unchecked} unchecked; ` +
      `${reached} of ${report.sources.length} sources answered; ${(report.durationMs / 1000).toFixed(1)} s; exit ${report.exitCode}`,
  );
  return lines;
}

export function reportJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
