import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {featureMode, type Feature, type FeatureModes} from './mode';

export interface SiteModeProps<F extends Feature> {
  feature: F;
  /** The variant whose description the children hold. */
  when: FeatureModes[F];
  children: ReactNode;
}

/**
 * Shows its children only when this build's feature runs in the given mode, so a page's steps
 * match the buttons and answers the reader gets. The choice is made at build time: the HTML,
 * the search index and the Markdown twin all hold the same text.
 */
export default function SiteMode<F extends Feature>({feature, when, children}: SiteModeProps<F>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return featureMode(feature, siteConfig.customFields) === when ? <>{children}</> : null;
}
