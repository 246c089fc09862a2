/**
 * What the AI assistants page tells readers to run and paste, built here rather than on the
 * page so that the snippet checker reads the same text the page shows (it never runs a page's
 * own code): the clone commands, and the MCP configuration for each client.
 */
import {site} from './site';

/** The oldest Node.js release the repository supports: the lowest bound of `engines.node` in package.json (tests/unit/assistants.test.ts). */
export const repositoryNodeMinimum = '22.13';

/** Major releases above the minimum that `engines.node` leaves out (the odd lines that are never LTS). */
export const repositoryNodeSkipped = ['23', '25'];

/** Clones this repository and installs what the MCP server needs. */
export const cloneCommands = [`git clone ${site.repositoryUrl} etherlink-docs`, 'cd etherlink-docs', 'npm ci'].join('\n');

/** The MCP configuration of the docs server, under `key` (`mcpServers` or `servers`), with the client's `extra` fields first. */
export function mcpJson(key: string, extra: Record<string, string>): string {
  const server = {...extra, command: 'npx', args: ['--prefix', '/path/to/etherlink-docs', 'jiti', '/path/to/etherlink-docs/mcp/server.ts']};
  return JSON.stringify({[key]: {'etherlink-docs': server}}, null, 2);
}
