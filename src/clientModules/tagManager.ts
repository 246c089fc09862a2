/**
 * Google Tag Manager, when GTM_CONTAINER_ID is set: the standard loader (dataLayer, gtm.start
 * event, gtm.js), run as a client module instead of @docusaurus/plugin-google-tag-manager's inline
 * <head> script. The inline script ran before any Trusted Types policy existed, so its script.src
 * was refused under the CSP; from here the default policy exists, and the page needs no inline
 * script hash that depends on the container id.
 */
import siteConfig from '@generated/docusaurus.config';

const containerId = String(siteConfig.customFields?.gtmContainerId ?? '');

if (typeof window !== 'undefined' && /^GTM-[A-Z0-9]+$/.test(containerId)) {
  const w = window as unknown as {dataLayer?: unknown[]};
  w.dataLayer = w.dataLayer || [];
  w.dataLayer.push({'gtm.start': Date.now(), event: 'gtm.js'});
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

export {};
