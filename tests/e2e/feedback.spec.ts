import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {waitForHydration} from '../support/page';

const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

type Pushed = {event?: string; path?: string; title?: string; helpful?: boolean; comment?: string; timestamp?: string};
const pushedFeedback = (page: Page) =>
  page.evaluate(() => ((window as unknown as {dataLayer?: Pushed[]}).dataLayer ?? []).filter((e) => e.event === 'page_feedback'));

test.describe('page feedback widget (local build: no endpoint)', () => {
  test('vote once per page, optional comment limited to 2,000 characters, thank-you and dataLayer push', async ({page}) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/bridging/');
    await waitForHydration(page);
    const feedback = widget(page);
    await feedback.scrollIntoViewIfNeeded();
    await expect(feedback.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();

    await feedback.getByRole('button', {name: 'Yes'}).click();
    const comment = feedback.getByRole('textbox', {name: 'Tell us more (optional)'});
    await expect(comment).toBeFocused();
    await expect(feedback.getByRole('button', {name: /^(Yes|No)$/})).toHaveCount(0);
    await expect(feedback.getByText('0/2,000 characters')).toBeVisible();
    await comment.fill('x'.repeat(2100));
    await expect(comment).toHaveValue('x'.repeat(2000));
    await expect(feedback.getByText('2000/2,000 characters')).toBeVisible();
    await comment.fill('The table of bridges answered my question.');
    await expectAxeClean(page);
    await feedback.getByRole('button', {name: 'Send'}).click();
    await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();

    const pushed = await pushedFeedback(page);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      event: 'page_feedback',
      path: '/bridging/',
      title: 'Bridging tokens',
      helpful: true,
      comment: 'The table of bridges answered my question.',
    });
    expect(new Date(pushed[0].timestamp!).toISOString()).toBe(pushed[0].timestamp);
    expect(posts, 'no endpoint is configured: nothing is POSTed').toEqual([]);

    // The vote is remembered for this page, not for others.
    await page.reload();
    await waitForHydration(page);
    await expect(widget(page).getByText('Thanks for your feedback!')).toBeVisible();
    await expect(widget(page).getByRole('button', {name: 'Yes'})).toHaveCount(0);
    await page.goto('/network/fees');
    await waitForHydration(page);
    await expect(widget(page).getByRole('button', {name: 'No'})).toBeVisible();
  });

  test('a vote whose comment is never sent is still delivered when the reader moves on', async ({page}) => {
    await page.goto('/get-started/network-information');
    await waitForHydration(page);
    await widget(page).getByRole('button', {name: 'No'}).click();
    await expect(widget(page).getByRole('textbox', {name: 'Tell us more (optional)'})).toBeVisible();
    expect(await pushedFeedback(page)).toHaveLength(0);
    // Client-side navigation to another doc page.
    await page.locator('.theme-doc-sidebar-container a.menu__link[href="/get-started/using-your-wallet"]').click();
    await expect(page).toHaveURL(/using-your-wallet/);
    // The router changes the URL first and swaps the page after: the vote goes out as the old page unmounts.
    await expect(page.getByRole('heading', {level: 1, name: 'Using your wallet'})).toBeVisible();
    await expect.poll(async () => (await pushedFeedback(page)).length).toBe(1);
    const pushed = await pushedFeedback(page);
    expect(pushed[0]).toMatchObject({path: '/get-started/network-information', helpful: false, comment: ''});
  });

  test('the Feedback button brings the reader to the widget of the current page', async ({page}) => {
    await page.goto('/building-on-etherlink/development-toolkits');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Feedback', exact: true});
    await expect(button).toBeVisible();
    // It does not overlap the chatbot launcher.
    const tab = (await button.boundingBox())!;
    const ask = (await page.getByRole('button', {name: 'Ask AI', exact: true}).boundingBox())!;
    expect(tab.y >= ask.y + ask.height || tab.y + tab.height <= ask.y).toBe(true);

    await button.click();
    await expect(widget(page)).toBeInViewport();
    await expect(widget(page).getByRole('button', {name: 'Yes'})).toBeFocused();
  });
});
