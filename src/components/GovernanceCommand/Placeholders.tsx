import React, {type ReactNode} from 'react';
import {splitInlineCode} from '@site/src/data/upgrades';
import {placeholderHelp, type Placeholder} from './commands';

/** The placeholders a page's commands use, each with what to put in its place. */
export default function Placeholders({names}: {names: Placeholder[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Placeholder</th>
          <th scope="col">Replace it with</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td>
              <code>{`<${name}>`}</code>
            </td>
            <td>
              {splitInlineCode(placeholderHelp[name]).map((part, i) =>
                part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>,
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
