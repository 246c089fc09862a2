// Wraps the theme's not-found message to add the pages readers most often look for.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const suggestions = [
  {to: '/', label: 'What is Etherlink?'},
  {to: '/get-started/network-information', label: 'Network information: RPC URLs, chain IDs, explorers'},
  {to: '/get-started/using-your-wallet', label: 'Using your wallet'},
  {to: '/building-on-etherlink/deploying-contracts', label: 'Deploying smart contracts'},
  {to: '/bridging/', label: 'Bridging tokens'},
];

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav className={styles.help} aria-labelledby="not-found-help">
        <h2 id="not-found-help">Try one of these pages</h2>
        <ul>
          {suggestions.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
        <p>
          Or press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search the documentation.
        </p>
      </nav>
    </>
  );
}
