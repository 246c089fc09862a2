// Worker thread for the spelling rule: loads cspell's dictionaries (several seconds of CPU) while the main
// thread parses the pages, then checks the texts it is sent. Plain JavaScript so it needs no TypeScript loader.
import {parentPort, workerData} from 'node:worker_threads';
import {spellCheckDocument} from 'cspell-lib';

const options = {configFile: workerData.configFile, noConfigSearch: true, generateSuggestions: true, numSuggestions: 3};
const check = (uri, text) => spellCheckDocument({uri, text, languageId: 'plaintext'}, options, {});
const warm = check(workerData.warmUri, 'warm up');

parentPort.on('message', async ({id, uri, text}) => {
  try {
    await warm;
    const result = await check(uri, text);
    const error = (result.errors ?? [])[0];
    if (error) throw error;
    const issues = result.issues.map((i) => ({offset: i.offset, text: i.text, suggestions: (i.suggestionsEx ?? []).map((s) => s.word)}));
    parentPort.postMessage({id, issues});
  } catch (error) {
    parentPort.postMessage({id, error: String(error?.stack ?? error)});
  }
});
