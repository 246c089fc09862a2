// Server-side stand-in for src/components/CodeHighlight/LiveHighlight: the server renders the
// highlighted block synchronously (a lazy component would make React stream the block later,
// with inline scripts our CSP does not allow).
export {default} from '@site/src/components/CodeHighlight/Highlighted';
