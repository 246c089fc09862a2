/**
 * The finality timeline is drawn by hand (static/img/network/finality-timeline.svg), and the
 * architecture page describes it in its alt text: both state the time until a block is final on
 * layer 1, which src/data/timing.ts computes from the block time and the blocks to finality.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {layer1BlockTimeSeconds, layer1BlocksToFinality} from '../../src/data/timing';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const seconds = layer1BlockTimeSeconds * layer1BlocksToFinality;

describe('the finality timeline', () => {
  it('draws and describes the time until a block is final on layer 1 as src/data/timing.ts computes it', () => {
    const svg = read('static/img/network/finality-timeline.svg');
    expect(svg).toContain(`>~${seconds} s</text>`);
    expect(svg).toMatch(new RegExp(`finalized about ${seconds} seconds after`));
    expect(read('docs/network/architecture.mdx')).toMatch(new RegExp(`confirmed on layer 1 after about ${seconds} seconds`));
  });
});
