import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, it, expect} from 'vitest';
import {everyNodeReleaseFrom, evmNodeReleases, isIsoDate, kernelsOnlyInNodeChangelog, kernelUpgrades} from '../../src/data/upgrades';
import {octezClientVersion} from '../../src/data/governance';
import {
  activeProtocol,
  evmNode,
  evmNodeRelease,
  kernelBuilds,
  kernelRelease,
  octezRelease,
  octezSuiteRelease,
  shortCommit,
} from '../../src/data/versions';

const docsDir = join(__dirname, '../../docs');

function docsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? docsFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

describe('versions', () => {
  it('orders the EVM node versions: kernel minimum <= Instant Confirmations <= recommended', () => {
    for (const v of [evmNode.requiredForKernel6, evmNode.instantConfirmations, evmNode.recommended]) {
      expect(v).toMatch(/^\d+\.\d+$/);
    }
    expect(compareVersions(evmNode.instantConfirmations, evmNode.requiredForKernel6)).toBeGreaterThanOrEqual(0);
    expect(compareVersions(evmNode.recommended, evmNode.instantConfirmations)).toBeGreaterThanOrEqual(0);
    // 0.9 < 0.10: versions compare by number, not as text
    expect(compareVersions('0.10', '0.9')).toBeGreaterThan(0);
  });

  it('pins each kernel build to a full 40-character commit', () => {
    for (const build of Object.values(kernelBuilds)) {
      expect(build.commit).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(kernelBuilds.mainnet.network).toBe('mainnet');
    expect(kernelBuilds.shadownet.network).toBe('shadownet');
  });

  it('shortens commits the way Git does', () => {
    expect(shortCommit(kernelBuilds.mainnet.commit)).toBe('b9f6c91');
    expect(shortCommit(kernelBuilds.shadownet.commit)).toBe('6d73d48');
  });
});

describe('the releases the site names', () => {
  it('names each release by its tag, commit and day', () => {
    expect(evmNodeRelease.tag).toBe(`octez-evm-node-v${evmNode.recommended}`);
    expect(octezSuiteRelease.tag).toBe(`octez-v${octezRelease}`);
    for (const r of [evmNodeRelease, octezSuiteRelease]) {
      expect(r.commit, r.tag).toMatch(/^[0-9a-f]{40}$/);
      expect(isIsoDate(r.date), r.tag).toBe(true);
    }
    expect(kernelRelease.commit).toMatch(/^[0-9a-f]{7,40}$/);
    expect(kernelRelease.changelogCommit).toMatch(/^[0-9a-f]{40}$/);
    expect(isIsoDate(kernelRelease.date)).toBe(true);
    expect(kernelRelease.changelogTag).toBe(evmNodeRelease.tag);
  });

  it('keeps the EVM node minimums in order, up to the recommended release', () => {
    const order = [evmNode.requiredForKernel6, evmNode.kernelCompat, evmNode.instantConfirmations, evmNode.mainnetMinimum, evmNode.recommended];
    for (let i = 1; i < order.length; i++) expect(compareVersions(order[i], order[i - 1]), order[i]).toBeGreaterThanOrEqual(0);
  });

  it('agrees with the upgrade pages on the newest kernel and the node releases', () => {
    expect(evmNode.recommendedForKernel).toBe(kernelRelease.version);
    expect(kernelUpgrades[0].version).toBe(kernelRelease.version);
    // A revision carries the name of its major release (6.2 is a revision of 6.0, Farfadet).
    const major = kernelRelease.version.split('.')[0];
    expect(kernelUpgrades.find((u) => u.name && u.version.split('.')[0] === major)?.name).toBe(kernelRelease.name);
    const newest = evmNodeReleases.at(-1)!;
    expect(newest.version).toBe(evmNode.recommended);
    expect(newest.date).toBe(evmNodeRelease.date);
    for (const v of [evmNode.requiredForKernel6, evmNode.kernelCompat, evmNode.instantConfirmations, evmNode.mainnetMinimum]) {
      expect(evmNodeReleases.map((r) => r.version), v).toContain(v);
    }
    // The changelog page says the table has every release from everyNodeReleaseFrom on.
    const minors = evmNodeReleases.slice(evmNodeReleases.findIndex((r) => r.version === everyNodeReleaseFrom)).map((r) => Number(r.version.split('.')[1]));
    expect(minors[0]).toBe(Number(everyNodeReleaseFrom.split('.')[1]));
    expect(minors).toEqual(minors.map((_, i) => minors[0]! + i));
    for (let i = 1; i < evmNodeReleases.length; i++) {
      expect(compareVersions(evmNodeReleases[i].version, evmNodeReleases[i - 1].version)).toBeGreaterThan(0);
      expect(evmNodeReleases[i].date >= evmNodeReleases[i - 1].date, evmNodeReleases[i].version).toBe(true);
    }
  });

  it('lists the later Farfadet revisions after the newest released kernel, each with a node release the table has', () => {
    for (const k of kernelsOnlyInNodeChangelog) {
      expect(compareVersions(k.version, kernelRelease.version), k.version).toBeGreaterThan(0);
      expect(evmNodeReleases.map((r) => r.version), k.version).toContain(k.nodeRelease);
      expect(k.kernelName).toMatch(/^farfadet-r\d+$/);
    }
  });

  it('never asks for an Octez client older than the first release with the active protocol', () => {
    expect(compareVersions(octezClientVersion, activeProtocol.firstOctezRelease), `Octez ${octezClientVersion} predates protocol ${activeProtocol.name}`).toBeGreaterThanOrEqual(0);
    expect(compareVersions(octezRelease, activeProtocol.firstOctezRelease)).toBeGreaterThanOrEqual(0);
  });

  it('types no EVM node or Octez version number into a page', () => {
    for (const file of docsFiles(docsDir)) {
      const text = readFileSync(file, 'utf8');
      expect(text, relative(docsDir, file)).not.toMatch(/octez-evm-node`? (?:v|version )?0\.\d+\b|Octez (?:v|version )?\d{2}\.\d\b/);
    }
  });
});
