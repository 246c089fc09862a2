// markdownlint-cli2 ships JSDoc types in its .mjs but no declaration file; this is the part we call.
declare module 'markdownlint-cli2' {
  export interface Parameters {
    directory?: string;
    argv?: string[];
    fileContents?: Record<string, string>;
    optionsOverride?: Record<string, unknown>;
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }
  export function main(params: Parameters): Promise<number>;
}
