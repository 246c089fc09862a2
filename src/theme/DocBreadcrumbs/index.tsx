// Wrapped, not ejected: puts the Copy page control beside the theme's breadcrumbs (alone where they render nothing).
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {hasTwin} from '@site/src/lib/markdownTwin';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {activeDoc} = useActiveDocContext(undefined);
  // Generated-index pages (ids starting with "/") and conref fragments have no Markdown twin.
  const permalink = activeDoc && !activeDoc.id.startsWith('/') && hasTwin(activeDoc.path, siteConfig.baseUrl) ? activeDoc.path : null;
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      {permalink && <CopyPage permalink={permalink} />}
    </div>
  );
}
