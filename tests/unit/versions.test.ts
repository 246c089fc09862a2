import {describe, it, expect} from 'vitest';
import {evmNode, kernelBuilds, shortCommit} from '../../src/data/versions';

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
