import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface CallToActionProps {
  title: string;
  description?: ReactNode;
  /** Text of the button. */
  action: string;
  /** Internal path or external URL; external links open in a new tab. */
  to: string;
}

/** A highlighted panel that ends a page with one next step. */
export default function CallToAction({title, description, action, to}: CallToActionProps): ReactNode {
  return (
    <aside className={styles.panel} aria-label={title}>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      <Link className={styles.button} to={to}>
        {action}
      </Link>
    </aside>
  );
}
