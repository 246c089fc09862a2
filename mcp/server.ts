/**
 * MCP server for the Etherlink docs, over stdio. From a clone of the docs repository:
 *
 *   npx jiti mcp/server.ts                  reads https://docs.etherlink.com
 *   npx jiti mcp/server.ts --build build    reads a local build (after `npm run build`); no network
 *   npx jiti mcp/server.ts --site <url>     reads another copy of the site, such as `npm run serve`
 *
 * It only ever sends GET requests to the docs site it reads (redirects to another origin are refused,
 * every response is capped: see source.ts), none with --build, and reads nothing outside the build
 * folder. Logs go to stderr: stdout carries the protocol.
 */
import {parseArgs} from 'node:util';
import {resolve} from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocs, PUBLISHED_ORIGIN} from './docs';
import {buildSource, looksLikeBuild, siteSource, type DocsSource} from './source';
import {registerTools} from './tools';

const USAGE = `Usage: npx jiti mcp/server.ts [--build <dir> | --site <url>]

  (no option)     read the published docs at ${PUBLISHED_ORIGIN}
  --build <dir>   read a local build of the docs (run \`npm run build\` first); sends nothing over the network
  --site <url>    read the docs from another URL, for example http://127.0.0.1:3000 (npm run serve)
  --help          show this help`;

/** The docs source the command line asks for, or the message to print and exit with. */
export function sourceFromArgs(args: string[]): DocsSource | {error: string} | {help: true} {
  let values: {build?: string; site?: string; help?: boolean};
  try {
    ({values} = parseArgs({
      args,
      options: {build: {type: 'string'}, site: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
      strict: true,
    }));
  } catch (error) {
    return {error: `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`};
  }
  if (values.help) return {help: true};
  if (values.build !== undefined && values.site !== undefined) return {error: `Use --build or --site, not both.\n\n${USAGE}`};
  if (values.build !== undefined) {
    const dir = resolve(values.build);
    if (!looksLikeBuild(dir)) {
      return {error: `${dir} is not a build of the Etherlink docs (no search/manifest.json). Run \`npm run build\` in the docs repository first.`};
    }
    return buildSource(dir, PUBLISHED_ORIGIN);
  }
  const site = values.site ?? PUBLISHED_ORIGIN;
  if (!/^https?:\/\/[^/]/.test(site)) return {error: `--site needs an http(s) URL, got "${site}".`};
  return siteSource(site);
}

async function main(): Promise<void> {
  const source = sourceFromArgs(process.argv.slice(2));
  if ('help' in source) {
    console.error(USAGE);
    return;
  }
  if ('error' in source) {
    console.error(source.error);
    process.exitCode = 2;
    return;
  }
  const server = new McpServer(
    {name: 'etherlink-docs', version: '1.0.0'},
    {
      instructions:
        'Etherlink documentation: the EVM-compatible layer 2 on Tezos. Use get_network for chain IDs, RPC URLs and ' +
        'explorers, and get_contract for contract addresses, instead of recalling them. Use search_docs to find ' +
        'pages and read_page to read one.',
    },
  );
  registerTools(server, createDocs(source));
  await server.connect(new StdioServerTransport());
  console.error(`etherlink-docs MCP server: reading the docs from ${source.label}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
