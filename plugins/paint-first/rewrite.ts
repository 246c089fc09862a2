/** Replaces a page's deferred bundle <script> tags with one boot script that loads them after first paint. */
const BUNDLE_TAG = /<script src=["']?(\/assets\/js\/[^"'\s>]+\.js)["']? defer(?:=["']?defer["']?)?><\/script>/g;

export function rewriteHtml(html: string, bootSrc: string): {html: string; scripts: string[]} {
  const scripts = Array.from(html.matchAll(BUNDLE_TAG), (m) => m[1]);
  if (scripts.length === 0) return {html, scripts};
  let first = true;
  const out = html.replace(BUNDLE_TAG, () => {
    if (!first) return '';
    first = false;
    return `<script src="${bootSrc}" defer data-scripts="${scripts.join(' ')}"></script>`;
  });
  return {html: out, scripts};
}
