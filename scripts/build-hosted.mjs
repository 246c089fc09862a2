#!/usr/bin/env node
// Builds the site a second time, into build-hosted/, with every hosted service switched on with
// test values. The e2e "hosted" project runs against it and answers those services with
// Playwright routes (recorded Algolia responses, a streamed chatbot answer, a feedback endpoint).
// Endpoints we run ourselves point at the test server's own origin, so 'self' in the CSP covers them.
import {spawnSync} from 'node:child_process';

export const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? 4174);
const origin = `http://127.0.0.1:${HOSTED_PORT}`;

export const hostedEnv = {
  // The test server's origin, so that 'self' in the CSP covers the endpoints below.
  SITE_URL: origin,
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'etherlink-test',
  ALGOLIA_ASSISTANT_ID: 'test-assistant',
  // Hits on GitHub open as full page loads; tests/e2e/hosted/shapes.spec.ts plays one with a user name.
  ALGOLIA_EXTERNAL_URL_REGEX: '^https://github\\.com',
  CHATBOT_API_URL: `${origin}/api/chat/v1`,
  CHATBOT_MODEL: 'test-model',
  FEEDBACK_API_URL: `${origin}/api/feedback`,
  GTM_CONTAINER_ID: 'GTM-TEST000',
  THIRDWEB_CLIENT_ID: 'test-thirdweb-client-id',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-hosted'], {
    stdio: 'inherit',
    env: {...process.env, ...hostedEnv, NO_UPDATE_NOTIFIER: '1'},
  });
  process.exit(result.status ?? 1);
}
