// The command-line script of an installed package (its `bin`), for tests to run with process.execPath:
// node_modules/.bin holds shell scripts, which Windows cannot execute.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

const require = createRequire(join(__dirname, '..', '..', 'package.json'));

/** The file of `name`'s command `command` (its only one when `bin` is a string). */
export function packageBin(name: string, command = name): string {
  const {bin} = require(`${name}/package.json`) as {bin: string | Record<string, string>};
  return join(dirname(require.resolve(`${name}/package.json`)), typeof bin === 'string' ? bin : bin[command]);
}
