/** Site-wide links and names, written once. */
export const site = {
  title: 'Etherlink documentation',
  tagline:
    'Etherlink is an EVM-compatible layer 2 on Tezos: fast, fair and nearly free, with decentralised sequencing.',
  repositoryUrl: 'https://github.com/etherlinkcom/docs',
  xUrl: 'https://x.com/etherlink',
  discordUrl: 'https://discord.gg/etherlink',
  discordInviteUrl: 'https://discord.com/invite/etherlink',
  websiteUrl: 'https://www.etherlink.com/',
  statusUrl: 'https://status.etherlink.com',
  documentationMapUrl: 'https://docs.tezos.com/overview/resources#documentation-map',
  gitlabUrl: 'https://gitlab.com/tezos/tezos/-/tree/master/etherlink?ref_type=heads',
  sourceCodeUrl: 'https://gitlab.com/tezos/tezos/-/tree/master/etherlink',
  pullRequestsUrl:
    'https://gitlab.com/groups/tezos/-/issues/?sort=created_date&state=opened&search=EVM%20&first_page_size=20',
  tezosDocsUrl: 'https://docs.tezos.com/',
  /** Suffix of Docusaurus's localStorage keys: `docusaurus.announcement.dismiss-etherlink-docs`. */
  storageNamespace: 'etherlink-docs',
} as const;
