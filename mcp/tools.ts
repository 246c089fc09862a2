/**
 * The four tools, their input schemas (with the limits the docs answer within) and the
 * conversion of a ToolError into an MCP tool error (isError), so the assistant reads the message.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {LIMITS, type Docs} from './docs';
import {ToolError} from './source';

const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false} as const;

const tooLong = (what: string, max: number) => `${what} is too long: send at most ${max} characters`;

async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return {content: [{type: 'text', text: await run()}]};
  } catch (error) {
    const message = error instanceof ToolError ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    return {isError: true, content: [{type: 'text', text: message}]};
  }
}

export function registerTools(server: McpServer, docs: Docs): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Etherlink docs',
      description:
        'Full-text search of the Etherlink documentation with the same index and ranking as the search box of the site. ' +
        'Returns the best sections, each with its page path for read_page.',
      inputSchema: {
        query: z.string().max(LIMITS.query, tooLong('The query', LIMITS.query)).describe('A few words, such as "deploy contract" or "fees"'),
        limit: z.number().int().min(1).max(LIMITS.results).optional().describe(`How many results (1-${LIMITS.results}, default 5)`),
      },
      annotations: readOnly,
    },
    ({query, limit}) => answer(() => docs.search(query, limit)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page of the Etherlink docs',
      description: 'Returns a documentation page as Markdown. Send its path (/get-started/network-information) or its URL on the site.',
      inputSchema: {
        path: z.string().max(LIMITS.path, tooLong('The path', LIMITS.path)).describe('Page path or URL, for example /bridging/bridging-tezos'),
      },
      annotations: readOnly,
    },
    ({path}) => answer(() => docs.readPage(path)),
  );

  server.registerTool(
    'get_network',
    {
      title: 'Etherlink network parameters',
      description:
        'Chain ID, RPC and relay URLs, block explorer, faucet, currency and Smart Rollup address of Etherlink Mainnet or ' +
        'Shadownet (the testnet), from the facts API of the docs. Leave out `network` to get both.',
      inputSchema: {
        network: z
          .string()
          .max(LIMITS.name, tooLong('The network', LIMITS.name))
          .optional()
          .describe('mainnet, shadownet, testnet, or a chain ID'),
      },
      annotations: readOnly,
    },
    ({network}) => answer(() => docs.getNetwork(network)),
  );

  server.registerTool(
    'get_contract',
    {
      title: 'Etherlink contract addresses',
      description:
        'Addresses of Etherlink precompiles, bridge, token, governance and oracle contracts on each network, from the ' +
        'facts API of the docs, with the page that documents each one. Look up by name, symbol, id or address.',
      inputSchema: {
        query: z
          .string()
          .max(LIMITS.name, tooLong('The query', LIMITS.name))
          .optional()
          .describe('Name, symbol, id or address, for example USDC, WXTZ, Pyth, exchanger or xtz-bridging'),
        network: z.string().max(LIMITS.name, tooLong('The network', LIMITS.name)).optional().describe('Only contracts deployed on this network'),
        category: z
          .string()
          .max(LIMITS.name, tooLong('The category', LIMITS.name))
          .optional()
          .describe('precompile, bridge, token, governance or oracle'),
      },
      annotations: readOnly,
    },
    ({query, network, category}) => answer(() => docs.getContract(query, {network, category})),
  );
}
