/**
 * The sources of truth `npm run check:chain` asks, each with its default URL from src/data and the
 * environment variable that overrides it (tests point them at fakes on 127.0.0.1).
 */
import {networkList, tzktApiUrls, type NetworkId} from '../../src/data/networks';
import {octezGitlabApiUrl} from '../../src/data/versions';

export type SourceKind = 'rpc' | 'relay' | 'tzkt' | 'rollup' | 'releases';

export interface Source {
  id: string;
  kind: SourceKind;
  /** What the output calls it: "Etherlink Mainnet JSON-RPC". */
  label: string;
  url: string;
  env: string;
  network?: NetworkId;
}

const ENV: Record<NetworkId, {rpc: string; relay: string; tzkt: string}> = {
  mainnet: {rpc: 'ETHERLINK_RPC_MAINNET', relay: 'ETHERLINK_RELAY_MAINNET', tzkt: 'TZKT_API_MAINNET'},
  shadownet: {rpc: 'ETHERLINK_RPC_SHADOWNET', relay: 'ETHERLINK_RELAY_SHADOWNET', tzkt: 'TZKT_API_SHADOWNET'},
};

/** Smart Rollup node of Etherlink Mainnet: no public one is documented, so it has no default. */
export const ROLLUP_NODE_ENV = 'ETHERLINK_ROLLUP_NODE_MAINNET';

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function resolveSources(env: NodeJS.ProcessEnv = process.env): Source[] {
  const pick = (name: string, fallback: string) => stripSlash(env[name]?.trim() || fallback);
  const sources: Source[] = [];
  for (const network of networkList) {
    const add = (kind: 'rpc' | 'relay' | 'tzkt', label: string, fallback: string) => {
      const name = ENV[network.id][kind];
      sources.push({id: `${kind}-${network.id}`, kind, label, url: pick(name, fallback), env: name, network: network.id});
    };
    add('rpc', `${network.name} JSON-RPC`, network.rpcUrl);
    add('relay', `${network.name} relay endpoint`, network.relayUrl);
    add('tzkt', `TzKT API of ${network.layer1.name}`, tzktApiUrls[network.id]);
  }
  sources.push({id: 'rollup-mainnet', kind: 'rollup', label: 'Etherlink Mainnet Smart Rollup node', url: pick(ROLLUP_NODE_ENV, ''), env: ROLLUP_NODE_ENV, network: 'mainnet'});
  sources.push({id: 'releases', kind: 'releases', label: 'Octez GitLab releases API', url: pick('RELEASES_API', octezGitlabApiUrl), env: 'RELEASES_API'});
  return sources;
}
