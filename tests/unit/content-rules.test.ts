import {describe, expect, it} from 'vitest';
import {checkSite, SVG, where} from './support/content-site';
import {formatProblem} from '../../scripts/content/report';
import type {Problem} from '../../scripts/content/types';

const page = (body: string, frontMatter = '') =>
  `---\ntitle: A page\ndescription: A description of the page that is long enough to pass the front matter schema.\nkeywords: [page]\n${frontMatter}---\n\n${body}\n`;

const messages = (problems: Problem[]) => problems.map(formatProblem).join('\n');

describe('check:content rules', {timeout: 120_000}, () => {
  it('mdx: reports a syntax error and an unknown admonition with their lines', async () => {
    const problems = await checkSite({'docs/a.mdx': page('Text.\n\nA <b>bold tag that never closes.\n')}, {rules: ['mdx']});
    expect(where(problems)).toEqual(['docs/a.mdx:9 mdx']);
    const admonition = await checkSite({'docs/a.mdx': page(':::notice\n\nText.\n\n:::\n')}, {rules: ['mdx']});
    expect(messages(admonition)).toMatch(/docs\/a\.mdx:7:1 {2}mdx {2}Unknown admonition ":::notice"/);
    expect(await checkSite({'docs/a.mdx': page(':::tip[Title]\n\nText {1 + 1}.\n\n:::\n')}, {rules: ['mdx']})).toEqual([]);
  });

  it('mdx: an imported value in braces inside a code span is reported, since the reader sees the braces', async () => {
    const body = "import {field, site} from '@site/src/data/site';\n\nSet `{field}` and `{site.url}`.\n\nSet <code>{field}</code>, `{other}` and `a {b}`.\n";
    const problems = await checkSite({'docs/a.mdx': page(body)}, {rules: ['mdx']});
    expect(where(problems)).toEqual(['docs/a.mdx:9 mdx', 'docs/a.mdx:9 mdx']);
    expect(messages(problems)).toContain('The code span `{site.url}` is shown as written');
    expect(messages(problems)).toContain('Write <code>{field}</code> to show its value');
  });

  it('front-matter: unknown keys, missing keys and bad YAML, at the line of the key', async () => {
    const unknown = await checkSite({'docs/a.mdx': page('Text.', 'sidebar_position: 3\n')}, {rules: ['front-matter']});
    expect(messages(unknown)).toContain('docs/a.mdx:5:1  front-matter  Unknown front matter key "sidebar_position"');
    const missing = await checkSite({'docs/a.mdx': '---\ntitle: A page\n---\n\nText.\n'}, {rules: ['front-matter']});
    expect(messages(missing)).toContain('Add the "description" front matter key');
    expect(messages(missing)).toContain('Add the "keywords" front matter key');
    const short = await checkSite({'docs/a.mdx': '---\ntitle: A\ndescription: Too short.\nkeywords: [a]\n---\n\nText.\n'}, {rules: ['front-matter']});
    expect(where(short)).toEqual(['docs/a.mdx:3 front-matter']);
    const yaml = await checkSite({'docs/a.mdx': '---\ntitle: [unclosed\n---\n\nText.\n'}, {rules: ['front-matter']});
    expect(messages(yaml)).toContain('not valid YAML');
    expect(await checkSite({'docs/a.mdx': page('Text.', 'sidebar_label: A\nhide_table_of_contents: true\ndependencies:\n  viem: 2.41.2\n')}, {rules: ['front-matter']})).toEqual([]);
  });

  it('sidebar: a sidebar entry without a page is reported at its line in sidebars.ts; fragments stay unlisted', async () => {
    const problems = await checkSite(
      {'docs/a.mdx': page('Text.'), 'docs/conrefs/note.md': page('A fragment.')},
      {sidebar: ['a', 'gone'], rules: ['sidebar']},
    );
    expect(where(problems)).toEqual(['sidebars.ts:3 sidebar']);
    expect(messages(problems)).toContain("No page has the id 'gone'");
    const listedFragment = await checkSite({'docs/a.mdx': page('Text.'), 'docs/conrefs/note.md': page('A fragment.')}, {sidebar: ['a', 'conrefs/note'], rules: ['sidebar']});
    expect(messages(listedFragment)).toContain('is a fragment');
  });

  it('links: pages, anchors in other pages, explicit {#ids}, anchors of imported fragments and static files resolve', async () => {
    const files = {
      'docs/a.mdx': page(
        "import Note from '@site/docs/conrefs/note.md';\n\n<Note />\n\n## Steps {#the-steps}\n\n" +
          '[ok](/b#set-up-your-wallet) [ok](#the-steps) [ok](#fragment-heading) [ok](/b) [ok](/img/x.svg) [ok](./b.mdx#set-up-your-wallet)\n\n' +
          '[bad](/missing) [bad](/b#no-such-heading) [bad](#steps) [bad](./gone.mdx)\n',
      ),
      'docs/b.mdx': page('## Set up your wallet\n\nText.'),
      'docs/conrefs/note.md': page('## Fragment heading\n\nText.'),
      'static/img/x.svg': SVG,
    };
    const problems = await checkSite(files, {rules: ['links']});
    expect(problems.map((p) => p.message.split(' ')[0])).toEqual(['"/missing"', '"#no-such-heading"', '"#steps"', '"./gone.mdx"']);
    expect(where(problems)).toEqual(['docs/a.mdx:15 links', 'docs/a.mdx:15 links', 'docs/a.mdx:15 links', 'docs/a.mdx:15 links']);
    expect(messages(problems)).toContain('not a heading or id on docs/b.mdx');
  });

  it('links and images: a stray % is a clear problem at its line, a page whose path holds one resolves, and the other rules still report', async () => {
    const files = {
      'docs/a.mdx': page(
        '[guide](/get-started/100%-guide) [sale](#50%off) [gone](/get-started/200%-guide)\n\n![A picture](/img/a%zz.png)\n\n[missing](/nowhere)\n\nArived.',
      ),
      'docs/get-started/100%-guide.mdx': page('Text.'),
    };
    const problems = await checkSite(files, {rules: ['links', 'images', 'spelling']});
    expect(where(problems).sort()).toEqual(['docs/a.mdx:13 spelling', 'docs/a.mdx:7 links', 'docs/a.mdx:7 links', 'docs/a.mdx:9 images', 'docs/a.mdx:11 links'].sort());
    expect(messages(problems)).toContain('"#50%off" is not a heading or id on this page');
    expect(messages(problems)).toContain('"/get-started/200%-guide" goes to no page');
    expect(messages(problems)).toContain('The image "/img/a%zz.png" does not exist');
  });

  it('images: a missing file and an unused file under static/img', async () => {
    const problems = await checkSite(
      {'docs/a.mdx': page('![A diagram](/img/missing.svg)\n\n<img src="/img/used.svg" alt="" />'), 'static/img/used.svg': SVG, 'static/img/unused.svg': SVG},
      {rules: ['images']},
    );
    expect(where(problems)).toEqual(['docs/a.mdx:7 images', 'docs/a.mdx:9 images', 'static/img/unused.svg:1 images']);
    expect(messages(problems)).toContain('does not exist');
    expect(messages(problems)).toContain('has no alt text');
    expect(messages(problems)).toContain('not used');
  });

  it('markdownlint: style problems with the rule name; MDX comments, JSX and admonitions pass', async () => {
    const problems = await checkSite({'docs/a.mdx': page('Text.\n\n* A star list item\n\n#Heading')}, {rules: ['markdownlint']});
    expect(messages(problems)).toContain('docs/a.mdx:9:1  markdownlint  MD004/ul-style');
    expect(messages(problems)).toContain('MD018/no-missing-space-atx');
    const mdx = page(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n{/* A comment */}\n\n:::note[Title]\n\nText.\n\n:::\n\n" +
        '<Tabs>\n  <TabItem value="a" label="A">\n\n    Indented text in a tab.\n\n  </TabItem>\n</Tabs>\n\n```bash\nls\n```',
    );
    expect(messages(await checkSite({'docs/a.mdx': mdx}, {rules: ['markdownlint']}))).toBe('');
  });

  it('spelling: prose is checked, code, URLs and project words are not', async () => {
    const problems = await checkSite(
      {'docs/a.mdx': page('Etherlink and Shadownet run Octez. Arived `arived` [link](https://example.com/arived).\n\n```bash\narived\n```')},
      {rules: ['spelling']},
    );
    expect(where(problems)).toEqual(['docs/a.mdx:7 spelling']);
    expect(problems[0].column).toBe(36);
    expect(problems[0].message).toContain('Unknown word "Arived"');
  });

  it('terminology: wrong forms in prose, not in code or URLs; a disable comment names its rule', async () => {
    const problems = await checkSite(
      {'docs/a.mdx': page('EtherLink uses a smart rollup on Tezos Layer 1 and L2 tooling. `EtherLink` and https://etherlink.com are fine.')},
      {rules: ['terminology']},
    );
    expect(problems.map((p) => /not "([^"]+)"/.exec(p.message)?.[1])).toEqual(['EtherLink', 'smart rollup', 'Layer 1', 'L2']);
    const disabled = await checkSite(
      {'docs/a.mdx': page('Quoted: "Smart rollups are coming". {/* check-content-disable-line terminology -- a title */}')},
      {rules: ['terminology']},
    );
    expect(disabled).toEqual([]);
  });

  it('network-values: values from src/data typed into prose or a link, not in code', async () => {
    const networkValues = [
      {value: '42793', source: 'mainnet.chainId (src/data/networks.ts)'},
      {value: 'https://node.mainnet.etherlink.com', source: 'mainnet.rpcUrl (src/data/networks.ts)'},
    ];
    const problems = await checkSite(
      {'docs/a.mdx': page('The chain ID is 42793.\n\nUse [the RPC](https://node.mainnet.etherlink.com).\n\nIn code: `42793`. Not a match: 427930.')},
      {rules: ['network-values'], networkValues},
    );
    expect(where(problems)).toEqual(['docs/a.mdx:7 network-values', 'docs/a.mdx:9 network-values']);
    expect(messages(problems)).toContain('it lives in mainnet.chainId');
  });

  it('source-facts: a number that the source decides, typed in prose on a page that imports its module', async () => {
    const sourceFacts = [
      {module: 'fees', key: 'toleranceGas', value: 135_000_000},
      {module: 'fees', key: 'speedLimitHistory.0.gasPerSecond', value: 2_000_000},
      {module: 'governance', key: 'kernelRootHashBytes', value: 33},
      {module: 'fees', key: 'minimumBaseFeePerGasGwei', value: 1},
    ];
    const body = [
      "import {toleranceGas} from '@site/src/data/fees';",
      '',
      'The tolerance is 135,000,000 gas, or 135000000; {toleranceGas} is rendered.',
      '',
      'Kernel 4.0 allowed 2,000,000 gas per second. A hash has 33 bytes. Not a match: 1,135,000,000 or v135000000.',
      '',
      'In code: `135000000`.',
      '',
      'On Tezos layer 1, step 1, the price is 1 gwei.',
    ].join('\n');
    const problems = await checkSite({'docs/a.mdx': page(body)}, {rules: ['source-facts'], sourceFacts});
    // A one-digit value only before its unit: "1 gwei", not "layer 1" or "step 1".
    expect(where(problems)).toEqual(['docs/a.mdx:9 source-facts', 'docs/a.mdx:9 source-facts', 'docs/a.mdx:11 source-facts', 'docs/a.mdx:15 source-facts']);
    expect(problems.map((p) => p.column)).toEqual([18, 38, 20, 40]);
    expect(messages(problems)).toContain('"135,000,000" is typed in; it is toleranceGas of src/data/fees.ts');
    // The governance module is not imported: its 33 is not checked on this page.
    expect(await checkSite({'docs/b.mdx': page('The tolerance is 135,000,000 gas.')}, {rules: ['source-facts'], sourceFacts})).toEqual([]);
    // A size is not a count: "135000000 GB" of disk is not the tolerance, "33 bytes" is the hash.
    const sizes = "import {toleranceGas} from '@site/src/data/fees';\n\nA disk of 135000000 GB, or 135000000 TiB.";
    expect(await checkSite({'docs/c.mdx': page(sizes)}, {rules: ['source-facts'], sourceFacts})).toEqual([]);
  });

  it('source-facts: the values come from the modules\' sources maps, numbers only', async () => {
    const {sourceFacts} = await import('../../scripts/content/rules/sourceFacts');
    const fees = await import('../../src/data/fees');
    const facts = sourceFacts({'fees.ts': fees as unknown as Record<string, unknown>});
    expect(facts).toContainEqual({module: 'fees', key: 'toleranceGas', value: fees.toleranceGas});
    expect(facts).toContainEqual({module: 'fees', key: 'inclusionFeePerByteWei', value: Number(fees.inclusionFeePerByteWei)});
    expect(facts.every((f) => typeof f.value === 'number')).toBe(true);
  });
});
