import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {site} from './src/data/site';

/**
 * The one documentation sidebar. Order follows the information architecture in
 * ../shared/facts/site.md §2. External links come first, then one category per section.
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
      items: ['index'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
