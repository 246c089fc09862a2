// The CI workflows of the site and of the Marketpulse example, read by GitHub's own workflow parser
// (@actions/workflow-parser, the one behind the Actions language service): a file it refuses is a
// workflow GitHub does not run. An unquoted step name with ": " in it made the link check's
// workflow invalid YAML, and nothing else in the tests reads these files as GitHub does.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow} from '@actions/workflow-parser';

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
});
