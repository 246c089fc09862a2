/** The extractors of `npm run facts`, on small sources shaped like the kernel's and the contracts'. */
import {describe, expect, it} from 'vitest';
import {extract} from '../../scripts/facts/extract';
import {evaluateRust, extractRust} from '../../scripts/facts/extract/rust';
import {extractMichelson} from '../../scripts/facts/extract/michelson';
import {extractCameligo} from '../../scripts/facts/extract/cameligo';

const RUST = `// Gas price.
use softfloat::F64;

const CAPACITY: u64 = 27_000_000;
const TARGET: u64 = CAPACITY / 2;
/* A comment with const TOLERANCE: u64 = 1; inside. */
const TOLERANCE: u64 = 10 * TARGET;

// ALPHA = -ln(7/8)/(TARGET * 10)
const ALPHA: F64 = softfloat::f64!(0.000_000_000_99);
pub const MINIMUM_BASE_FEE_PER_GAS: u64 = 10_u64.pow(9);
pub(crate) const DA_FEE_PER_BYTE: u64 = 4 * 10_u64.pow(12);
pub const GAS_LIMIT: u64 = 1 << 50;
const ENTRY: usize = size_of::<U256>()
    + size_of::<H160>()
    + std::mem::size_of::<u64>()
    + size_of::<u8>()
    + 2 * size_of::<U256>();
const HUGE: u128 = 1 << 60;
const LOOP: u64 = LOOP + 1;
const CALL: u64 = compute();
`;

describe('Rust constants', () => {
  it('evaluates literals, other constants and arithmetic, with the declaration line', () => {
    expect(extractRust(RUST, 'CAPACITY')).toEqual({value: 27_000_000, line: 4});
    expect(extractRust(RUST, 'TARGET')).toEqual({value: 13_500_000, line: 5});
    expect(extractRust(RUST, 'TOLERANCE')).toEqual({value: 135_000_000, line: 7});
    expect(extractRust(RUST, 'ALPHA')).toEqual({value: 9.9e-10, line: 10});
    expect(extractRust(RUST, 'MINIMUM_BASE_FEE_PER_GAS').value).toBe(1_000_000_000);
    expect(extractRust(RUST, 'DA_FEE_PER_BYTE').value).toBe(4_000_000_000_000);
    expect(extractRust(RUST, 'GAS_LIMIT').value).toBe(2 ** 50);
    expect(extractRust(RUST, 'ENTRY')).toEqual({value: 125, line: 14});
  });

  it('keeps integers beyond 2^53 exact, as text', () => {
    expect(extractRust(RUST, 'HUGE').value).toBe((1n << 60n).toString());
  });

  it('integer division truncates, as in Rust', () => {
    expect(evaluateRust('7 / 2', () => ({int: 0n}))).toEqual({int: 3n});
    expect(evaluateRust('(1 + 2) * 3 - 4 % 3', () => ({int: 0n}))).toEqual({int: 8n});
  });

  it('refuses what it cannot evaluate, and a missing, repeated or circular symbol', () => {
    expect(() => extractRust(RUST, 'CALL')).toThrow(/not a constant expression/);
    expect(() => extractRust(RUST, 'NOPE')).toThrow(/no const or static NOPE/);
    expect(() => extractRust(`${RUST}\nmod t {\n    const TARGET: u64 = 1;\n}`, 'TARGET')).toThrow(/declared 2 times/);
    expect(() => extractRust(RUST, 'LOOP')).toThrow(/refers to itself/);
  });
});

const TZ = `{ parameter
    (or (key_hash %claim_voting_rights)
        (or (pair %propose_voting_key address bool (option (set address)))
            (pair %new_proposal (string %sequencer_pk) (bytes %pool_address)))) ;
  storage unit ;
  code { CDR ; NIL operation ; PAIR } ;
  view "is_voting_key_of"
       (pair address key_hash (option address))
       bool
       { CDR ; UNIT ; DROP ; PUSH bool True } }
`;

describe('Michelson entrypoints and views', () => {
  it('reads an entrypoint type without its own annotation, and its line', () => {
    expect(extractMichelson(TZ, 'parameter %claim_voting_rights')).toEqual({value: 'key_hash', line: 2});
    expect(extractMichelson(TZ, 'parameter %propose_voting_key')).toEqual({value: 'pair address bool (option (set address))', line: 3});
    expect(extractMichelson(TZ, 'parameter %new_proposal').value).toBe('pair (string %sequencer_pk) (bytes %pool_address)');
  });

  it('reads a view input type', () => {
    expect(extractMichelson(TZ, 'view "is_voting_key_of"')).toEqual({value: 'pair address key_hash (option address)', line: 7});
  });

  it('refuses an entrypoint or view the contract lacks, and an unknown symbol form', () => {
    expect(() => extractMichelson(TZ, 'parameter %vote')).toThrow(/no entrypoint vote/);
    expect(() => extractMichelson(TZ, 'view "list_voters"')).toThrow(/no view list_voters/);
    expect(() => extractMichelson(TZ, 'claim_voting_rights')).toThrow(/neither/);
  });
});

const MLIGO = `let yea = "yea"
let nay = "nay"
(* let pass = "skip" *)
let pass = "pass"

let assert_kernel_root_hash_has_correct_length (kernel_root_hash : bytes) : unit =
    Assert.Error.assert ((Bytes.length kernel_root_hash) = 33n) Errors.incorrect_kernel_root_hash_length

let assert_candidate (sequencer_pk : string) (pool_address : bytes) : unit =
    let sequencer_pk_length = String.length sequencer_pk in
    let _ = Assert.Error.assert ((sequencer_pk_length = 54n) || (sequencer_pk_length = 55n)) Errors.pk in
    Assert.Error.assert (Bytes.length pool_address = 20n) Errors.pool
`;

describe('CameLIGO literals', () => {
  it('reads a top-level let bound to a literal, past comments', () => {
    expect(extractCameligo(MLIGO, 'let yea')).toEqual({value: 'yea', line: 1});
    expect(extractCameligo(MLIGO, 'let pass')).toEqual({value: 'pass', line: 4});
  });

  it('reads what an assertion compares an expression with, with or without parentheses', () => {
    expect(extractCameligo(MLIGO, 'Bytes.length kernel_root_hash = ?')).toEqual({value: 33, line: 7});
    expect(extractCameligo(MLIGO, 'Bytes.length pool_address = ?').value).toBe(20);
    expect(extractCameligo(MLIGO, 'sequencer_pk_length = ?')).toEqual({value: [54, 55], line: 11});
  });

  it('refuses a binding or comparison that is not there', () => {
    expect(() => extractCameligo(MLIGO, 'let maybe')).toThrow(/no top-level let maybe/);
    expect(() => extractCameligo(MLIGO, 'Bytes.length payload = ?')).toThrow(/nothing compares/);
    expect(() => extractCameligo(MLIGO, 'yea')).toThrow(/neither/);
  });
});

describe('the extractor choice', () => {
  it('goes by the file kind and names the file and symbol on failure', () => {
    expect(extract('a/gas_price.rs', RUST, 'TARGET').value).toBe(13_500_000);
    expect(extract('c/x.tz', TZ, 'parameter %claim_voting_rights').value).toBe('key_hash');
    expect(() => extract('a/x.py', '', 'x')).toThrow(/no extractor reads a\/x\.py/);
    expect(() => extract('a/gas_price.rs', RUST, 'NOPE')).toThrow(/^a\/gas_price\.rs NOPE: no const/);
  });
});
