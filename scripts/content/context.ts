import type {Page} from './pages';
import type {NetworkValue} from './rules/networkValues';
import type {SourceFact} from './rules/sourceFacts';
import type {SpellChecker} from './spellChecker';

/** Everything the rules read. Rules report only on `inScope` pages but may look at all of them. */
export interface Context {
  rootDir: string;
  pages: Page[];
  /** Pages to report on: all of them, or those changed against the base branch (`--changed`). */
  inScope: (page: Page) => boolean;
  sidebars: Record<string, unknown>;
  /** Source text of sidebars.ts, to point at the line of a broken entry. */
  sidebarsSource: string;
  sidebarsFile: string;
  networkValues: NetworkValue[];
  /** Numbers of src/data that the tools' source decides, by module (absent: the source-facts rule checks nothing). */
  sourceFacts?: SourceFact[];
  /** Started before the pages are parsed (see run.ts); the spelling rule starts one if absent. */
  spellChecker?: SpellChecker;
  /** Called by a rule before it works on one page, so a time limit can name the page (supervise.ts). */
  onPage?: (file: string) => void;
}
