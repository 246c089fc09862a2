import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createElement} from 'react';
import semver from 'semver';
import ts from 'typescript';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import TestedVersions from '../../src/components/TestedVersions';
import {testedCommands, testedVersions} from '../../src/components/TestedVersions/versions';
import {marketpulse} from '../../src/data/marketpulse';

const doc = vi.hoisted(() => ({frontMatter: {} as Record<string, unknown>}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useDoc: () => doc}));

const pages = join(__dirname, '../../docs/tutorials/marketpulse');
const examples = join(__dirname, '../../examples/marketpulse');

/** The `dependencies:` map of a page's front matter (flat `key: value` lines). */
function frontMatterDependencies(page: string): Record<string, string> {
  const source = readFileSync(join(pages, page), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const block = /^dependencies:\n((?: {2}.+\n?)+)/m.exec(frontMatter)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/:\s*/) as [string, string]),
  );
}

describe('testedVersions', () => {
  it('lists tools in front matter order with their prose names', () => {
    expect(testedVersions({vite: '6.0.1', viem: '2.41.2'})).toEqual([
      {tool: 'Vite', version: '6.0.1'},
      {tool: 'viem', version: '2.41.2'},
    ]);
    expect(testedVersions({hardhat: '3.0.17', foundry: 1})).toEqual([
      {tool: 'Hardhat', version: '3.0.17'},
      {tool: 'foundry', version: '1'},
    ]);
  });

  it('ignores anything that is not a map of versions', () => {
    expect(testedVersions(undefined)).toEqual([]);
    expect(testedVersions(null)).toEqual([]);
    expect(testedVersions(['hardhat'])).toEqual([]);
    expect(testedVersions('hardhat 3')).toEqual([]);
    expect(testedVersions({hardhat: {version: '3'}})).toEqual([]);
  });
});

describe('tested versions of the tutorial pages', () => {
  it('records the versions that resolve together (the older 3.0.17 set no longer does)', () => {
    expect(frontMatterDependencies('setup.mdx')).toEqual({hardhat: '3.18.0'});
    expect(frontMatterDependencies('test.mdx')).toEqual({viem: '2.58.8', hardhat: '3.18.0'});
    expect(frontMatterDependencies('deploy.mdx')).toEqual({viem: '2.58.8', hardhat: '3.18.0'});
    expect(frontMatterDependencies('frontend.mdx')).toEqual({vite: '8.3.4', viem: '2.58.8'});
  });

  it('states the Node.js version that Hardhat enforces, from the example project', () => {
    const project = JSON.parse(readFileSync(join(examples, 'package.json'), 'utf8'));
    expect(project.engines.node).toBe(`>=${marketpulse.nodeMinimum}`);
    expect(readFileSync(join(pages, 'setup.mdx'), 'utf8')).toContain('Node.js {marketpulse.nodeMinimum} or later');
  });

  it('pins exact versions, so the Result shows a set that was resolved', () => {
    const project = JSON.parse(readFileSync(join(examples, 'package.json'), 'utf8'));
    for (const [name, version] of Object.entries(project.devDependencies as Record<string, string>)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('matches the versions the example project and the commands pin', () => {
    const project = JSON.parse(readFileSync(join(examples, 'package.json'), 'utf8'));
    const app = JSON.parse(readFileSync(join(examples, 'app/package.json'), 'utf8'));
    expect(project.devDependencies.hardhat).toBe(frontMatterDependencies('setup.mdx').hardhat);
    expect(project.devDependencies.viem).toBe(frontMatterDependencies('test.mdx').viem);
    expect(app.dependencies.viem).toBe(frontMatterDependencies('frontend.mdx').viem);
    // The template asks for a range; the page names its lowest version.
    expect(app.devDependencies.vite).toBe(`^${frontMatterDependencies('frontend.mdx').vite}`);
    expect(readFileSync(join(pages, 'setup.mdx'), 'utf8')).toContain(`hardhat@${project.devDependencies.hardhat}`);
    expect(readFileSync(join(pages, 'frontend.mdx'), 'utf8')).toContain(`viem@${app.dependencies.viem}`);
  });

  it('shows the versions on each page that records them', () => {
    for (const page of ['setup.mdx', 'test.mdx', 'deploy.mdx', 'frontend.mdx']) {
      expect(readFileSync(join(pages, page), 'utf8')).toContain('<TestedVersions />');
    }
  });
});

/** The Hardhat project as `npx hardhat --init` of the pinned `hardhat` makes it (its templates ship in the package). */
describe('the Hardhat project and the template it starts from', () => {
  const hardhatDir = join(__dirname, '../../node_modules/hardhat');
  const templateDir = join(hardhatDir, 'templates/01-node-test-runner-viem');
  const template = JSON.parse(readFileSync(join(templateDir, 'package.json'), 'utf8'));
  const project = JSON.parse(readFileSync(join(examples, 'package.json'), 'utf8'));
  const setup = readFileSync(join(pages, 'setup.mdx'), 'utf8');
  // The template names Hardhat's own packages "workspace:^x.y.z"; `--init` installs "^x.y.z".
  const ranges = Object.fromEntries(Object.entries(template.devDependencies as Record<string, string>).map(([name, range]) => [name, range.replace(/^workspace:/, '')]));

  it('is read from the hardhat the page pins', () => {
    expect(JSON.parse(readFileSync(join(hardhatDir, 'package.json'), 'utf8')).version).toBe(frontMatterDependencies('setup.mdx').hardhat);
  });

  it('with --template, asks nothing, copies the template here, makes package.json an ES module and installs its packages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hardhat-init-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({name: 'marketpulse', version: '1.0.0'}));
      // npm offline: the install is attempted and fails, so the run ends there on every machine.
      const run = spawnSync(process.execPath, [join(hardhatDir, 'dist/src/cli.js'), '--init', '--template', 'node-test-runner-viem'], {
        cwd: dir,
        input: '',
        encoding: 'utf8',
        timeout: 60_000,
        env: {...process.env, npm_config_offline: 'true', HARDHAT_DISABLE_TELEMETRY: 'true'},
      });
      const output = run.stdout + run.stderr;
      expect(output).toMatch(new RegExp(`npm install --save-dev "hardhat@\\${ranges.hardhat}"`));
      expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).type).toBe('module');
      for (const file of ['hardhat.config.ts', 'tsconfig.json', 'contracts/Counter.sol', 'test/Counter.ts', 'ignition/modules/Counter.ts']) {
        expect(existsSync(join(dir, file)), file).toBe(true);
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);

  it('compiles with the Solidity version the pages name: the template configuration\'s, which its contracts accept', () => {
    const config = readFileSync(join(templateDir, 'hardhat.config.ts'), 'utf8');
    expect(/default:\s*{\s*version:\s*"([\d.]+)"/.exec(config)?.[1]).toBe(marketpulse.templateSolidity);
    const pragma = /pragma solidity ([^;]+);/.exec(readFileSync(join(templateDir, 'contracts/Counter.sol'), 'utf8'))?.[1];
    expect(semver.satisfies(marketpulse.templateSolidity, pragma!)).toBe(true);
    // The toolkits page keeps the template's contracts and replaces its configuration.
    const toolkits = readFileSync(join(__dirname, '../../docs/building-on-etherlink/development-toolkits.mdx'), 'utf8');
    expect(toolkits).toContain(`npx hardhat@${frontMatterDependencies('setup.mdx').hardhat} --init --template node-test-runner-viem`);
    expect(toolkits).toContain(`solidity: "${marketpulse.templateSolidity}", // the version of the template's example contracts`);
  });

  it('creates the project from that template, and names the ranges it asks for', () => {
    expect(setup).toContain('npx hardhat --init --template node-test-runner-viem');
    expect(setup).toContain(`ranges such as \`${ranges.hardhat}\``);
  });

  it('pins versions within the template ranges, and leaves out only forge-std', () => {
    for (const [name, range] of Object.entries(ranges)) {
      if (name === 'forge-std') continue;
      expect(semver.satisfies(project.devDependencies[name], range), `${name} ${project.devDependencies[name]} in ${range}`).toBe(true);
    }
    expect(ranges).toHaveProperty('forge-std');
    expect(project.devDependencies).not.toHaveProperty('forge-std');
    expect(setup).toContain('The template also adds `forge-std`');
  });
});

/**
 * The app's project as the page makes it: `npm create vite@<version> app -- --template react-ts`,
 * then viem and the scripts the page adds. The site installs that create-vite version, so its
 * template is read here, at the version the page pins.
 */
describe('the app project and the Vite template the page pins', () => {
  const templateDir = join(__dirname, '../../node_modules/create-vite/template-react-ts');
  const template = JSON.parse(readFileSync(join(templateDir, 'package.json'), 'utf8'));
  const app = JSON.parse(readFileSync(join(examples, 'app/package.json'), 'utf8'));
  const site = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8'));

  it('pins the create-vite version the site installs', () => {
    const frontend = readFileSync(join(pages, 'frontend.mdx'), 'utf8');
    expect(frontend).toContain(`npm create vite@${site.devDependencies['create-vite']} app -- --template react-ts`);
  });

  it('has the template\'s packages at the template\'s versions, and viem', () => {
    expect(app.devDependencies).toEqual(template.devDependencies);
    expect(app.dependencies).toEqual({...template.dependencies, viem: app.dependencies.viem});
    for (const [name, command] of Object.entries(template.scripts as Record<string, string>)) expect(app.scripts[name], name).toBe(command);
  });

  it('type-checks with the options of the template\'s tsconfig.app.json', () => {
    const read = (file: string) => ts.readConfigFile(file, ts.sys.readFile).config.compilerOptions as Record<string, unknown>;
    const ours = read(join(examples, 'app/tsconfig.json'));
    const theirs = read(join(templateDir, 'tsconfig.app.json'));
    // Vite's client types are not installed here; the build info file is for tsc -b; the site's
    // TypeScript 5.9 keeps the iterable DOM types apart.
    const {types: _types, tsBuildInfoFile: _info, lib, ...options} = theirs;
    expect(ours).toMatchObject(options);
    expect(ours.lib).toEqual(expect.arrayContaining(lib as string[]));
  });
});

describe('the banner', () => {
  const render = (frontMatter: Record<string, unknown>) => {
    doc.frontMatter = frontMatter;
    return renderToStaticMarkup(createElement(TestedVersions)).replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
  };

  it('says "Tested with" only with the commands the tests run', () => {
    expect(render({dependencies: {hardhat: '3.18.0'}, tested_commands: ['npx hardhat compile']})).toBe(
      "Tested with Hardhat 3.18.0: this site's tests run npx hardhat compile with these versions.",
    );
    expect(render({dependencies: {viem: '2.57.0', hardhat: '3.18.0'}, tested_commands: ['npx hardhat node', 'npx hardhat test']})).toBe(
      "Tested with viem 2.57.0 and Hardhat 3.18.0: this site's tests run npx hardhat node and npx hardhat test with these versions.",
    );
  });

  it('says "Written for" when the tests run none of the page\'s commands', () => {
    expect(render({dependencies: {vite: '6.0.1', viem: '2.57.0'}})).toBe('Written for Vite 6.0.1 and viem 2.57.0.');
    expect(render({dependencies: {vite: '6.0.1'}, tested_commands: 'npx vite'})).toBe('Written for Vite 6.0.1.');
    expect(render({})).toBe('');
  });

  it('reads only `npx hardhat` commands of plain words as tested commands, the only ones the Hardhat test runs', () => {
    expect(testedCommands(['npx hardhat test', '', 3, null])).toEqual(['npx hardhat test']);
    expect(testedCommands(['npx hardhat test; touch x', 'npx hardhat $(id)', 'touch x', 'npx hardhat node'])).toEqual(['npx hardhat node']);
    expect(testedCommands(undefined)).toEqual([]);
  });
});
