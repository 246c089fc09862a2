import {load} from 'cheerio';
import {test, expect} from '@playwright/test';

// With CHATBOT_API_URL set, the chatbot page describes the model's answers, and with Algolia set, its search. The text is chosen at
// build time (src/components/SiteMode), so the served HTML holds it: no browser needed. The local
// variant is checked in tests/after-build/html.test.ts; the wallet page's, both ways, in
// wallet.spec.ts and tests/e2e/get-started.spec.ts.
test('the chatbot page describes answers written by a model', async ({request}) => {
  const response = await request.get('/get-started/chatbot');
  expect(response.status()).toBe(200);
  const text = load(await response.text())('main').text();
  expect(text).toContain('On this site, the chatbot uses an AI language model:');
  expect(text).not.toContain('On this site, the chatbot does not use an AI model.');
  // Search is Algolia's in this build: its Ask AI is Algolia's assistant, and its index is not the chatbot's.
  expect(text).toContain("The search dialog of this site is Algolia's");
  expect(text).not.toContain('The search dialog hands your question to the chatbot');
});
