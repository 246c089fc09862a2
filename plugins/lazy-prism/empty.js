// Stands in for theme-classic's eager Prism client module (see ./index.ts). Prism is loaded by
// src/theme/CodeBlock/Content/highlighted.tsx when a code block first renders on the client.
export {};
