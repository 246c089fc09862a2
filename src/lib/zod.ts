/**
 * zod for the site's browser code, always through this module: it switches zod to jitless mode
 * before any schema runs. Without it zod probes `new Function("")` on its first object parse; the
 * site's CSP forbids code from strings, so every page that validated something would raise a CSP
 * report (tests/e2e/csp.spec.ts counts them: 0). Jitless parsing of the shapes checked here
 * (a stored conversation of 20 messages, a page of 20 hits) takes well under a millisecond.
 *
 * `zod/mini` (the tree-shakable build of zod 4) keeps the lazily loaded chunks that use it small:
 * only the checks a schema names are bundled. Only lazily loaded code imports this module
 * (tests/perf/budgets.mjs fails if zod reaches first-load scripts).
 */
import * as z from 'zod/mini';

z.config({jitless: true});

export {z};
