/**
 * zod for the Ask AI guard, in jitless mode: zod otherwise probes `new Function("")` before its
 * first parse, and under the site's CSP (no code from strings, Trusted Types) the browser reports
 * that probe as a violation on every page where a schema runs (seen in tests/e2e/hosted/ask-ai.spec.ts).
 * The schemas here are small; the interpreted path costs nothing a reader notices.
 */
import {z} from 'zod';

z.config({jitless: true});

export {z};
