/** Small hand-made record sets for the search unit tests. */
import type {Hierarchy, RecordType, SearchRecord} from '@site/src/search/engine/types';

let counter = 0;

export function record(
  path: string,
  type: RecordType,
  {lvl0 = 'Developing', lvl1 = 'Page', lvl2 = null, lvl3 = null, content = null, anchor = ''}: Partial<Hierarchy> & {
    content?: string | null;
    anchor?: string;
  } = {},
): SearchRecord {
  const url = anchor ? `${path}#${anchor}` : path;
  return {
    objectID: `${url}~${counter++}`,
    url,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    page: {path, title: lvl1, description: ''},
  };
}

/** A page: its lvl1 record, and content records under it. */
export function docPage(path: string, title: string, lvl0: string, paragraphs: string[] = []): SearchRecord[] {
  return [
    record(path, 'lvl1', {lvl0, lvl1: title}),
    ...paragraphs.map((content) => record(path, 'content', {lvl0, lvl1: title, content})),
  ];
}

export const siteRecords: SearchRecord[] = [
  ...docPage('/building-on-etherlink/websockets', 'Getting updates with WebSockets', 'Developing', [
    'Etherlink nodes push new blocks and pending transactions to subscribers.',
  ]),
  record('/building-on-etherlink/websockets', 'lvl2', {
    lvl0: 'Developing',
    lvl1: 'Getting updates with WebSockets',
    lvl2: 'Enabling WebSockets on your node',
    anchor: 'enabling-websockets',
  }),
  ...docPage('/network/fees', 'Fee structure', 'Network', ['Every transaction pays an execution fee and an inclusion fee.']),
  ...docPage('/tools/price-feeds', 'Price feeds', 'Tools', ['Oracles publish price feeds on Etherlink.']),
  ...docPage('/get-started/network-information', 'Network information', 'Get started', [
    'You can also get updates over websockets from a node you run yourself, but public nodes do not offer them.',
    'The chain ID of Etherlink Mainnet is 42793.',
  ]),
  ...docPage('/building-on-etherlink/deploying-contracts', 'Deploying smart contracts', 'Developing', [
    'Deploy contracts with Hardhat, Foundry or Remix.',
  ]),
  ...docPage('/danger', 'Escaping <b>tags</b> & "quotes"', 'Resources', ['Never run <script>alert("x")</script> from a page.']),
];
