import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {site} from './src/data/site';

/**
 * The one documentation sidebar: external links first, then one category per section, in the
 * order a reader meets them (get started, build, bridge, tools, network, governance…).
 * Conref fragments (docs/conrefs) are deliberately absent: they are included in pages.
 */
const sidebars = {
  documentationSidebar: [
    {type: 'link', label: 'Etherlink', href: site.websiteUrl},
    {type: 'link', label: 'Testnet migration', href: '/network/migrating-testnet'},
    {type: 'link', label: 'Documentation map', href: site.documentationMapUrl},
    {type: 'link', label: 'Status', href: site.statusUrl},
    {type: 'link', label: 'Developers', href: site.discordInviteUrl},
    {type: 'link', label: 'GitLab', href: site.gitlabUrl},
    {
      type: 'category',
      label: 'Get started',
      collapsed: false,
      items: [
        'index',
        'get-started/chatbot',
        'get-started/ai-assistants',
        'get-started/using-your-wallet',
        'get-started/sending-transactions',
        'get-started/network-information',
        'get-started/getting-testnet-tokens',
        'get-started/getting-mainnet-tokens',
      ],
    },
    {
      type: 'category',
      label: 'Tutorial',
      items: [
        'tutorials/marketpulse/index',
        'tutorials/marketpulse/setup',
        'tutorials/marketpulse/backend',
        'tutorials/marketpulse/test',
        'tutorials/marketpulse/deploy',
        'tutorials/marketpulse/frontend',
        'tutorials/marketpulse/cicd',
      ],
    },
    {
      type: 'category',
      label: 'Bridging',
      items: [
        'bridging/index',
        'bridging/bridging-evm',
        'bridging/bridging-tezos',
        'bridging/bridging-fa',
        'bridging/bridging-fa-how',
        'bridging/bridging-fa-transactions',
      ],
    },
    {
      type: 'category',
      label: 'Developing',
      items: [
        'building-on-etherlink/endpoint-support',
        'building-on-etherlink/sandbox',
        'building-on-etherlink/testnet',
        'building-on-etherlink/information',
        'building-on-etherlink/estimating-fees',
        'building-on-etherlink/transactions',
        'building-on-etherlink/deploying-contracts',
        'building-on-etherlink/verifying-contracts',
        'building-on-etherlink/indexing-graph',
        'building-on-etherlink/websockets',
        'building-on-etherlink/tokens',
        'building-on-etherlink/development-toolkits',
      ],
    },
    {
      type: 'category',
      label: 'Network',
      items: [
        'network/architecture',
        'network/fees',
        'network/operators',
        'network/smart-rollup-nodes',
        'network/evm-nodes',
        'network/building-kernel',
        'network/monitoring',
        'network/migrating-testnet',
      ],
    },
    {
      type: 'category',
      label: 'Tools',
      items: [
        'tools/exchanges',
        'tools/onramps',
        'tools/node-providers',
        'tools/price-feeds',
        'tools/vrf',
        'tools/data-indexers',
        'tools/cross-chain-comms',
        'tools/game-development',
        'tools/developer-experience',
        'tools/institutions',
        'tools/communication',
      ],
    },
    {
      type: 'category',
      label: 'Governance',
      items: [
        'governance/overview',
        'governance/quickstart',
        'governance/how-is-etherlink-governed',
        'governance/how-do-i-participate-in-governance',
        'governance/voting-key',
        'governance/proposing-upgrades',
        'governance/kernel-governance',
        'governance/triggering-upgrades',
        'governance/sequencer-upgrades',
      ],
    },
    {
      type: 'category',
      label: 'Track progress',
      items: [
        'progress/upgrades',
        'progress/changelogs',
        {type: 'link', label: 'Source code', href: site.sourceCodeUrl},
        {type: 'link', label: 'Pull requests', href: site.pullRequestsUrl},
      ],
    },
    {
      type: 'category',
      label: 'Resources',
      items: ['resources/etherlink-further-reading', 'resources/scaling-on-tezos'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
