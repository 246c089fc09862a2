/**
 * Data of an unexpected shape in the reader's browser storage (written by another version of the
 * site, or touched by an extension) never stops a feature from opening. Each shape here crashed the page on every visit before src/assistant/conversation.ts
 * and src/search/shapes.ts checked it.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

const CONVERSATION_KEY = 'etherlink-chatbot:conversation';
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__etherlink-docs';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__etherlink-docs';

/** Stores `entries` before the site's code runs, on the first load only. */
async function plant(page: Page, entries: Record<string, unknown>) {
  await page.addInitScript((planted) => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    for (const [key, value] of Object.entries(planted)) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

const stored = (key: string) => (page: Page) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('malformed stored state', () => {
  test('chatbot: an answer whose sources is a string, and one whose error is an object with its own toString', async ({page}) => {
    await plant(page, {
      [CONVERSATION_KEY]: {
        version: 1,
        messages: [
          {id: 'q1', role: 'user', text: 'What assets can I bridge?', status: 'ready'},
          {id: 'a1', role: 'assistant', text: 'XTZ and FA tokens.', status: 'ready', sources: 'https://evil.example/'},
          {id: 'q2', role: 'user', text: 'And fees?', status: 'ready'},
          {id: 'a2', role: 'assistant', text: 'Fees are', status: 'error', error: {toString: 1, message: 'x'}},
          null,
        ],
      },
    });
    await page.goto('/');
    await page.getByRole('button', {name: 'Ask AI', exact: true}).click();
    const chat = page.getByRole('dialog', {name: 'Etherlink/Tezos documentation chatbot (beta)'});
    await expect(chat.getByText('XTZ and FA tokens.')).toBeVisible();
    await expect(chat.getByText('And fees?')).toBeVisible();
    // A message was dropped: the reader is told, and storage now holds only what parses.
    await expect(chat.getByText(/Part of your previous conversation could not be read/)).toBeVisible();
    await expect.poll(async () => JSON.parse((await stored(CONVERSATION_KEY)(page)) ?? '{}').messages?.length).toBe(4);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.locator('[data-feature-failure]')).toHaveCount(0);
    // Still usable: a new question is answered.
    await chat.getByRole('textbox', {name: 'Your question'}).fill('What is the chain ID of Etherlink Mainnet?');
    await chat.getByRole('button', {name: 'Send'}).click();
    await expect(chat.getByText('From the Etherlink documentation:').first()).toBeVisible();
  });

  test('search: recent searches holding [null] and an entry without hierarchy', async ({page}) => {
    const valid = {
      objectID: '/bridging~0',
      url: '/bridging',
      type: 'lvl1',
      content: null,
      hierarchy: {lvl0: 'Bridging', lvl1: 'Bridging tokens', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    };
    await plant(page, {[RECENT_KEY]: [null, {objectID: 'x', url: '/x', type: 'lvl1'}, valid], [FAVORITE_KEY]: [null]});
    await page.goto('/');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    const recent = page.locator('.DocSearch-Hits', {hasText: 'Recent'});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit')).toContainText('Bridging tokens');
    expect(JSON.parse((await stored(RECENT_KEY)(page))!)).toHaveLength(1);
    expect(await stored(FAVORITE_KEY)(page)).toBeNull();
    await page.locator('.DocSearch-Input').fill('websockets');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/WebSockets/i);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });
});
