// The CI workflows of the site and of the Marketpulse example, read by GitHub's own workflow parser
// (@actions/workflow-parser, the one behind the Actions language service): a file it refuses is a
// workflow GitHub does not run. An unquoted step name with ": " in it made the link check's
// workflow invalid YAML, and nothing else in the tests reads these files as GitHub does.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow} from '@actions/workflow-parser';
import {parse} from 'yaml';

const root = join(__dirname, '../..');
const folders = ['.github/workflows', 'examples/marketpulse/.github/workflows'];
const workflows = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${folder}/${name}`),
);

/** What GitHub's parser reports for a workflow: YAML errors, then schema and expression errors. */
async function problems(name: string, content: string): Promise<string[]> {
  const result = parseWorkflow({name, content}, new NoOperationTraceWriter());
  if (result.value) await convertWorkflowTemplate(result.context, result.value);
  return result.context.errors.getErrors().map((error) => error.message);
}

interface Workflow {
  permissions?: unknown;
  concurrency?: {group?: string; 'cancel-in-progress'?: boolean | string};
  jobs: Record<string, {'runs-on'?: string; permissions?: Record<string, string>; steps?: {uses?: string; run?: string}[]}>;
}
const read = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as Workflow;

// The first majors of GitHub's own actions that run on Node.js 24 or later (Node.js 20 left the runners in 2026).
const CURRENT_MAJORS: Record<string, number> = {
  'actions/checkout': 7,
  'actions/setup-node': 7,
  'actions/cache': 5,
  'actions/upload-artifact': 7,
  'actions/download-artifact': 8,
  'actions/github-script': 8,
};

describe('GitHub workflows', () => {
  it('finds the workflows of the site and of the example', () => {
    expect(workflows).toEqual(
      expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/links.yml', 'examples/marketpulse/.github/workflows/ci.yml']),
    );
  });

  it.each(workflows)('%s is a workflow GitHub accepts', async (file) => {
    expect(await problems(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('reports what GitHub would refuse: invalid YAML, an unknown key, a malformed expression', async () => {
    const job = (steps: string) => `on: push\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
    expect(await problems('ok.yml', job('      - run: echo ok\n'))).toEqual([]);
    expect(await problems('colon.yml', job('      - name: Check (pull requests: changed pages)\n        run: echo\n'))).not.toEqual([]);
    expect(await problems('key.yml', job('      - runs: echo\n'))).not.toEqual([]);
    expect(await problems('expr.yml', job("      - run: echo ${{ github.event_name == }}\n"))).not.toEqual([]);
  });

  it.each(workflows)('%s gives its token read access only, unless a job asks for more', (file) => {
    expect(read(file).permissions).toEqual({contents: 'read'});
  });

  it.each(workflows)('%s runs once per branch: a new run supersedes or waits for the one going', (file) => {
    const {concurrency} = read(file);
    expect(concurrency?.group).toContain('${{ github.ref }}');
    expect(concurrency).toHaveProperty('cancel-in-progress');
  });

  it.each(workflows)("%s uses the current major of each of GitHub's actions", (file) => {
    const uses = Object.values(read(file).jobs).flatMap((job) => (job.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : [])));
    for (const use of uses.filter((u) => u.startsWith('actions/'))) {
      const [name, version] = use.split('@');
      expect(CURRENT_MAJORS, `${name} has no known current major`).toHaveProperty([name]);
      expect(Number(/^v(\d+)/.exec(version)?.[1]), use).toBeGreaterThanOrEqual(CURRENT_MAJORS[name]);
    }
  });

  it('a job that writes issues says so, and only the weekly checks do', () => {
    const writers = workflows.flatMap((file) =>
      Object.entries(read(file).jobs).filter(([, job]) => job.permissions?.issues === 'write').map(([name]) => `${file}#${name}`),
    );
    expect(writers.sort()).toEqual(['.github/workflows/chain.yml#chain', '.github/workflows/outdated.yml#outdated']);
  });

  it('CI installs, builds and runs the unit tests on Windows', () => {
    const windows = Object.values(read('.github/workflows/ci.yml').jobs).find((job) => job['runs-on'] === 'windows-latest');
    const runs = (windows?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toEqual([expect.stringMatching(/^npm ci\b/), 'npm run build', expect.stringMatching(/^npm run test:unit\b/)]);
  });
});
