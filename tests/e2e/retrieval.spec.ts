/**
 * The chatbot's local answers from the index this build ships (plugins/search-index): the
 * suggested questions cite the right pages. The unit suite checks the same on a snapshot of pages.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {decodeIndex} from '@site/src/search/wire';
import {corpusOf, suggestedQuestionProblems} from '../support/suggested-questions';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

test('local answers from the built index cite the right pages', () => {
  const manifest = JSON.parse(readFileSync(join(BUILD_DIR, 'search', 'manifest.json'), 'utf8')) as {index: string};
  const indexFile = join(BUILD_DIR, manifest.index.replace(/^\//, ''));
  const records = decodeIndex(JSON.parse(readFileSync(indexFile, 'utf8')));
  expect(suggestedQuestionProblems(corpusOf(records))).toEqual([]);
});
