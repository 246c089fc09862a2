/** One tool and the version a tutorial page was written or tested with. */
export interface TestedVersion {
  tool: string;
  version: string;
}

/** How tools are spelled in prose; keys are the names used in the `dependencies:` front matter. */
const toolNames: Record<string, string> = {
  hardhat: 'Hardhat',
  viem: 'viem',
  vite: 'Vite',
};

/**
 * Reads a page's `dependencies:` front matter (a map of tool to version) into a list for display.
 * Anything that is not a map of strings or numbers is ignored, so a typo cannot crash a page.
 */
export function testedVersions(dependencies: unknown): TestedVersion[] {
  if (typeof dependencies !== 'object' || dependencies === null || Array.isArray(dependencies)) return [];
  return Object.entries(dependencies as Record<string, unknown>)
    .filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
    .map(([tool, version]) => ({tool: toolNames[tool] ?? tool, version: String(version)}));
}

/** The only commands the Hardhat test runs: `npx hardhat` and plain words, never shell syntax. */
export const HARDHAT_COMMAND = /^npx hardhat [\w ./-]+$/;

/**
 * Reads a page's `tested_commands:` front matter: the commands tests/unit/marketpulse-hardhat.test.ts
 * runs. Anything else (another form than HARDHAT_COMMAND) reads as none: the banner never claims a run that does not happen.
 */
export function testedCommands(commands: unknown): string[] {
  if (!Array.isArray(commands)) return [];
  return commands.filter((c): c is string => typeof c === 'string' && HARDHAT_COMMAND.test(c));
}
