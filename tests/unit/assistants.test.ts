// What the AI assistants page states about this repository, held to the repository itself.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';
import {repositoryNodeMinimum, repositoryNodeSkipped} from '../../src/data/assistants';

describe('the AI assistants page', () => {
  it('asks for the oldest Node.js that package.json engines accepts', () => {
    const {engines} = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {engines: {node: string}};
    const lowest = semver.minVersion(engines.node)!;
    expect(repositoryNodeMinimum).toBe(`${lowest.major}.${lowest.minor}`);
    expect(semver.satisfies(`${repositoryNodeMinimum}.0`, engines.node)).toBe(true);
  });

  it('names every major release above the minimum that package.json engines leaves out, and no other', () => {
    const {engines} = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {engines: {node: string}};
    const lowest = semver.minVersion(engines.node)!.major;
    const skipped = Array.from({length: 40 - lowest}, (_, i) => lowest + i).filter((major) => !semver.satisfies(`${major}.50.0`, engines.node));
    expect(skipped.map(String)).toEqual(repositoryNodeSkipped);
  });
});
