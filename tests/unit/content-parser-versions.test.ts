// The content check parses pages as the build does (scripts/content/parse.ts): its parser packages
// must be versions that Docusaurus's MDX loader accepts, or a page could pass one and fail the other.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

const root = join(__dirname, '..', '..');
const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {devDependencies: Record<string, string>};
const loader = createRequire(join(root, 'package.json'))('@docusaurus/mdx-loader/package.json') as {dependencies: Record<string, string>};

describe('the content check parser', () => {
  it.each(['@mdx-js/mdx', 'remark-directive', 'remark-frontmatter', 'remark-gfm'])('%s is in the range the MDX loader uses', (name) => {
    expect(loader.dependencies[name], `@docusaurus/mdx-loader depends on ${name}`).toBeDefined();
    expect(semver.satisfies(ours.devDependencies[name]!, loader.dependencies[name]!), `${name} ${ours.devDependencies[name]} against ${loader.dependencies[name]}`).toBe(true);
  });
});
