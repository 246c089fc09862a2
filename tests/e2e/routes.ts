/**
 * Every documentation route of the spec's route table (60) and the seven governance task pages, with the title its page must
 * have. The shell suite visits each one; the sitemap test checks that the build has exactly
 * these pages (conref fragments are routable but absent from the sidebar and sitemap).
 */
export interface RouteCase {
  path: string;
  /** Expected <h1>/document title before " | Etherlink documentation"; null = not checked. */
  title: string | null;
  inSidebar: boolean;
}

const page = (path: string, title: string | null = null): RouteCase => ({path, title, inSidebar: true});
const fragment = (path: string): RouteCase => ({path, title: null, inSidebar: false});

export const routes: RouteCase[] = [
  page('/', 'What is Etherlink?'),

  page('/get-started/chatbot', 'Using the chatbot'),
  page('/get-started/ai-assistants', 'Use these docs from your AI assistant'),
  page('/get-started/using-your-wallet', 'Using your wallet'),
  page('/get-started/sending-transactions', 'Sending transactions'),
  page('/get-started/network-information', 'Network information'),
  page('/get-started/getting-testnet-tokens', 'Getting Testnet tokens'),
  page('/get-started/getting-mainnet-tokens', 'Getting and exchanging Mainnet tokens'),

  page('/tutorials/marketpulse/'),
  page('/tutorials/marketpulse/setup'),
  page('/tutorials/marketpulse/backend'),
  page('/tutorials/marketpulse/test'),
  page('/tutorials/marketpulse/deploy'),
  page('/tutorials/marketpulse/frontend'),
  page('/tutorials/marketpulse/cicd'),

  page('/bridging/'),
  page('/bridging/bridging-evm'),
  page('/bridging/bridging-tezos'),
  page('/bridging/bridging-fa'),
  page('/bridging/bridging-fa-how'),
  page('/bridging/bridging-fa-transactions'),

  page('/building-on-etherlink/endpoint-support'),
  page('/building-on-etherlink/sandbox'),
  page('/building-on-etherlink/testnet'),
  page('/building-on-etherlink/information'),
  page('/building-on-etherlink/estimating-fees'),
  page('/building-on-etherlink/transactions'),
  page('/building-on-etherlink/deploying-contracts'),
  page('/building-on-etherlink/verifying-contracts'),
  page('/building-on-etherlink/indexing-graph'),
  page('/building-on-etherlink/websockets'),
  page('/building-on-etherlink/tokens'),
  page('/building-on-etherlink/development-toolkits'),

  fragment('/conrefs/cementing-delay'),
  fragment('/conrefs/gas-price-warning'),
  fragment('/conrefs/rate-limit'),

  page('/network/architecture'),
  page('/network/fees'),
  page('/network/operators'),
  page('/network/smart-rollup-nodes'),
  page('/network/evm-nodes'),
  page('/network/building-kernel'),
  page('/network/monitoring'),
  page('/network/migrating-testnet'),

  page('/tools/exchanges'),
  page('/tools/onramps'),
  page('/tools/node-providers'),
  page('/tools/price-feeds'),
  page('/tools/vrf'),
  page('/tools/data-indexers'),
  page('/tools/cross-chain-comms'),
  page('/tools/game-development'),
  page('/tools/developer-experience'),
  page('/tools/institutions'),
  page('/tools/communication'),

  page('/governance/overview', 'Governance overview'),
  page('/governance/quickstart', 'Voting quickstart'),
  page('/governance/how-is-etherlink-governed', 'How is Etherlink governed?'),
  page('/governance/how-do-i-participate-in-governance', 'How do I participate in governance?'),
  page('/governance/voting-key', 'Setting up an Etherlink voting key'),
  page('/governance/proposing-upgrades', 'Proposing kernel upgrades'),
  page('/governance/kernel-governance', 'Participating in kernel governance'),
  page('/governance/triggering-upgrades', 'Triggering kernel upgrades'),
  page('/governance/sequencer-upgrades', 'Participating in sequencer governance'),

  page('/progress/upgrades'),
  page('/progress/changelogs'),

  page('/resources/etherlink-further-reading'),
  page('/resources/scaling-on-tezos'),
];

export const SITE_TITLE = 'Etherlink documentation';
