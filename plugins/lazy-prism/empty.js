// Stands in for theme-classic's eager Prism client module (see ./index.ts). Prism is loaded with
// src/components/CodeHighlight/Highlighted.tsx (src/lib/highlighter.ts) when a code block first
// renders on the client.
export {};
