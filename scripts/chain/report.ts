/** The report as terminal lines (one per drifted fact, one per unreachable source) and as JSON. */
import type {Report} from './run';

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
