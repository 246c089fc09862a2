/**
 * Whether this version of the documentation is the published one.
 *
 * While it is not, docs.etherlink.com and the repository at `site.repositoryUrl` still serve the
 * previous documentation, which has no `mcp/` folder, no `examples/` folder and no `/api/v1`
 * files. The pages that send readers to those places (AI assistants, the MarketPulse tutorial)
 * say so while this is false, and tell readers what works today. Set it to true in the change
 * that publishes this version; tests/unit/publication.test.ts checks the pages both ways.
 */
export const published: boolean = false;
