/**
 * zod for the site's browser code, always through this module: it switches zod to jitless mode
 * before any schema runs. Without it zod probes `new Function("")` on its first object parse; the
 * site's CSP forbids code from strings, so every page that validated something would raise a CSP
 * report (tests/e2e/csp.spec.ts counts them: 0). Jitless parsing of the shapes checked here
 * (a stored conversation of 20 messages, a page of 20 hits) takes well under a millisecond.
 *
 * `zod/mini` (the tree-shakable build of zod 4) keeps the chunks that use it small: only the
 * checks a schema names are bundled, so import it as `import * as z from '@site/src/lib/zod'`.
 * This module re-exports zod's names one by one (`export *`): re-exporting the namespace as one
 * object (`export {z}`) made the bundler keep all of zod/mini, locales included, in a 449 KB
 * chunk (87 KB gzip) that every doc page loaded for its feedback widget; now 30 KB (9.3 KB gzip)
 * (tests/after-build/budgets.test.ts, "zod is tree-shaken"). No first-load script imports this
 * module (tests/perf/budgets.mjs fails if zod reaches first-load scripts).
 */
import {config} from 'zod/mini';

config({jitless: true});

export * from 'zod/mini';
