import React, {type ReactNode} from 'react';
import {splitInlineCode} from '@site/src/data/upgrades';

/** Text from a data module, with its `backtick` spans shown as code. */
export default function WithCode({text}: {text: string}): ReactNode {
  return splitInlineCode(text).map((part, i) => (part.code ? <code key={i}>{part.text}</code> : <React.Fragment key={i}>{part.text}</React.Fragment>));
}
