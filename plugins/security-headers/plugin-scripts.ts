/**
 * Hashes of the inline scripts that named plugins inject (Google Tag Manager's loader, the early
 * Trusted Types policy), computed at build time from the plugins' own tags: the CSP allows them by
 * hash and nothing else inline, and a new container id needs no edit of static/_headers. Tags are
 * hashed as written and as the minifier rewrites them; ./check.ts fails the build if the shipped
 * text still differs.
 */
import {getSwcHtmlMinifier} from '@docusaurus/faster';
import type {HtmlTagObject, HtmlTags, LoadedPlugin} from '@docusaurus/types';
import {inlineScripts, sha256Source} from './check';

const VOID_TAGS = new Set(['link', 'meta', 'base', 'br', 'hr', 'img', 'input']);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One tag as HTML (enough for the tags plugins inject in <head>). */
export function tagHtml(tag: string | HtmlTagObject): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
  if (VOID_TAGS.has(tag.tagName)) return `<${tag.tagName}${attributes}>`;
  return `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

const asList = (tags: HtmlTags | undefined): (string | HtmlTagObject)[] => (tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]);

/**
 * A page as the named plugins write it, in plugin order: the order of the built pages, so the
 * minifier joins the same adjacent scripts.
 */
export function pluginTagsDocument(plugins: readonly LoadedPlugin[], names: readonly string[]): string {
  const head: string[] = [];
  const preBody: string[] = [];
  const postBody: string[] = [];
  for (const plugin of plugins.filter((p) => names.includes(p.name))) {
    const tags = plugin.injectHtmlTags?.({content: plugin.content});
    head.push(...asList(tags?.headTags).map(tagHtml));
    preBody.push(...asList(tags?.preBodyTags).map(tagHtml));
    postBody.push(...asList(tags?.postBodyTags).map(tagHtml));
  }
  return `<!doctype html><html><head>${head.join('')}</head><body>${preBody.join('')}<main></main>${postBody.join('')}</body></html>`;
}

/** CSP sources ('sha256-…') for every inline script of the named plugins, as written and as minified. */
export async function pluginScriptSources(plugins: readonly LoadedPlugin[], names: readonly string[]): Promise<string[]> {
  const document = pluginTagsDocument(plugins, names);
  const written = inlineScripts(document);
  if (written.length === 0) return [];
  const minify = await getSwcHtmlMinifier();
  const minified = (await minify(Buffer.from(document), {minifyJs: true, tagOmission: 'keep-head-and-body', removeComments: false})).code;
  return [...new Set([...written, ...inlineScripts(minified)].map(sha256Source))];
}
