import React, {type ReactNode} from 'react';
import WithCode from '@site/src/components/WithCode';
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
              <WithCode text={placeholderHelp[name]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
