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
    const names = ENV[network.id];
    sources.push({
      id: `rpc-${network.id}`,
      kind: 'rpc',
      label: `${network.name} JSON-RPC`,
      url: pick(names.rpc, network.rpcUrl),
      env: names.rpc,
      network: network.id,
    });
    sources.push({
      id: `relay-${network.id}`,
      kind: 'relay',
      label: `${network.name} relay endpoint`,
      url: pick(names.relay, network.relayUrl),
      env: names.relay,
      network: network.id,
    });
    sources.push({
      id: `tzkt-${network.id}`,
      kind: 'tzkt',
      label: `TzKT API of ${network.layer1.name}`,
      url: pick(names.tzkt, tzktApiUrls[network.id]),
      env: names.tzkt,
      network: network.id,
    });
  }
  sources.push({
    id: 'rollup-mainnet',
    kind: 'rollup',
    label: 'Etherlink Mainnet Smart Rollup node',
    url: pick(ROLLUP_NODE_ENV, ''),
    env: ROLLUP_NODE_ENV,
    network: 'mainnet',
  });
  sources.push({
    id: 'releases',
    kind: 'releases',
    label: 'Octez GitLab releases API',
    url: pick('RELEASES_API', octezGitlabApiUrl),
    env: 'RELEASES_API',
  });
  return sources;
}
