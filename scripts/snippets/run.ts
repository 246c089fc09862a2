/**
 * Runs one command the checker decided to run (commands.ts): a program and its words, with no
 * shell between them, so nothing in a word is ever read as shell syntax. The command gets only
 * the variables it is given (no inherited ones: a secret in the checker's environment never
 * reaches a page's command), a scratch working directory, 30 s and 1 MB of output; past either
 * limit it is killed and the run reports why. The pages' runs take under 2 s each.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';

export const TIME_LIMIT_MS = 30_000;
export const OUTPUT_LIMIT_BYTES = 1_000_000;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Set when a limit stopped the command. */
  stopped?: string;
}

/** The environment of every command: a PATH of fixed directories, and what the tool needs. */
export function commandEnv(binDir: string, extra: Record<string, string> = {}): Record<string, string> {
  const path = [binDir, ...['/usr/local/bin', '/usr/bin', '/bin'].filter(existsSync)].join(':');
  return {PATH: path, LANG: 'C.UTF-8', NO_COLOR: '1', ...extra};
}

export function runArgv(program: string, args: readonly string[], options: {cwd: string; env: Record<string, string>; timeoutMs?: number}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(program, args, {cwd: options.cwd, env: options.env, shell: false, stdio: ['ignore', 'pipe', 'pipe']});
    const out = {stdout: '', stderr: '', bytes: 0, stopped: undefined as string | undefined};
    const stop = (why: string) => {
      out.stopped ??= why;
      child.kill('SIGKILL');
    };
    const collect = (key: 'stdout' | 'stderr') => (chunk: Buffer) => {
      out.bytes += chunk.length;
      if (out.bytes > OUTPUT_LIMIT_BYTES) return stop(`printed more than ${OUTPUT_LIMIT_BYTES} bytes`);
      out[key] += chunk.toString();
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));
    const limit = options.timeoutMs ?? TIME_LIMIT_MS;
    const timer = setTimeout(() => stop(`ran longer than ${limit / 1000} s`), limit);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({status: null, stdout: '', stderr: error.message});
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout: out.stdout, stderr: out.stderr, stopped: out.stopped});
    });
  });
}
