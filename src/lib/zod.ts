/**
 * zod for the site's browser code, always through this module: it switches zod to jitless mode
 * first. Otherwise zod probes `new Function("")`, which the CSP forbids, and every validating page
 * raised a CSP report (tests/e2e/csp.spec.ts counts 0). Jitless parsing here takes well under 1 ms.
 * Import it as `import * as z from '@site/src/lib/zod'`: names re-exported one by one let zod/mini
 * tree-shake to 30 KB (9.3 KB gzip); re-exporting the namespace object kept a 449 KB chunk (87 KB
 * gzip) for every doc page's feedback widget (tests/after-build/budgets.test.ts).
 */
import {config} from 'zod/mini';

config({jitless: true});

export * from 'zod/mini';
