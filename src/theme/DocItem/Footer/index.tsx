// Wraps the doc footer to add the "Was this page helpful?" widget at the end of every doc page, inside an error
// boundary: an error in the widget shows a message in its place (its unsent votes stay stored), the page stays.
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/feedback/PageFeedback';
import FeatureBoundary from '@site/src/lib/FeatureBoundary';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <FeatureBoundary key={metadata.permalink} name="Page feedback">
        <PageFeedback path={metadata.permalink} title={metadata.title} />
      </FeatureBoundary>
    </>
  );
}
