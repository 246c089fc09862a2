/** What a check states and finds: one Outcome per fact. */
import {locate, pagesShowing, type Shown} from './locate';
import {RpcError, SourceDown} from './http';

export type Status = 'confirmed' | 'drift' | 'unchecked';

export interface Fact {
  /** "chain ID of Etherlink Mainnet" */
  what: string;
  /** The value as the site states it. */
  stated: string;
  /** `src/data/networks.ts:46` */
  where: string;
  pages: string[];
}

export interface Outcome extends Fact {
  source: string;
  status: Status;
  /** What the source answered (absent when unchecked). */
  found?: string;
  note?: string;
}

export interface FactSpec {
  what: string;
  stated: string | number;
  file: string;
  anchors?: readonly string[];
  /** Value to find on the line, when it differs from `stated` (e.g. an address for a symbol). */
  lineValue?: string | number;
  shown: Shown;
}

export function fact(spec: FactSpec): Fact {
  return {
    what: spec.what,
    stated: String(spec.stated),
    where: locate(spec.file, spec.lineValue ?? spec.stated, spec.anchors),
    pages: pagesShowing(spec.shown),
  };
}

export type Verdict = {ok: boolean; found: string; note?: string};

/**
 * Runs one check: its verdict makes the fact confirmed or drifted; a source that cannot answer, or
 * answers the method the check needs with a JSON-RPC error, leaves it unchecked (the other facts
 * of that source are still checked). Any other error is a bug in the check and propagates.
 */
export async function judge(source: string, f: Fact, check: () => Promise<Verdict>): Promise<Outcome> {
  try {
    const v = await check();
    return {...f, source, status: v.ok ? 'confirmed' : 'drift', found: v.found, ...(v.note ? {note: v.note} : {})};
  } catch (error) {
    if (error instanceof SourceDown || error instanceof RpcError) return {...f, source, status: 'unchecked', note: error.reason};
    throw error;
  }
}
