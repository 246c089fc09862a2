/**
 * Whether this version of the documentation is the published one. Until then, docs.etherlink.com
 * and `site.repositoryUrl` serve the previous docs, with no `mcp/`, `examples/` or `/api/v1`: the
 * pages that send readers there say so and what works today. Set it to true in the change that
 * publishes this version; tests/unit/publication.test.ts checks the pages both ways.
 */
export const published: boolean = false;
