/** The OCaml and changelog extractors of `npm run facts`, on small sources shaped like the nodes'. */
import {describe, expect, it} from 'vitest';
import {extract} from '../../scripts/facts/extract';
import {extractChangelog} from '../../scripts/facts/extract/changelog';
import {extractOcaml, metrics} from '../../scripts/facts/extract/ocaml';

const CONFIG = `(* Configuration. let default_rpc_port = 1 in a comment *)
type history_mode = Archive | Full

let default_rpc_addr = "127.0.0.1"

let default_rpc_port = 8_932

let default_data_dir =
  Filename.concat (Sys.getenv "HOME") ".tezos-smart-rollup-node"

let default_history_mode = Full

let string_of_history_mode = function Archive -> "archive" | Full -> "full"

let encoding =
  obj2
    (dft "rpc-port" ~description:"RPC port" uint16 default_rpc_port)
    (dft "verbose" Internal_event.Level.encoding Internal_event.Notice)
`;

const SWITCH = `module Node_store = struct
  let check_and_set_history_mode (type a) (mode : a Access_mode.t)
      (store : a Store.t) history_mode =
    let open Lwt_result_syntax in
    match (stored, history_mode) with
    | None, None -> save Configuration.default_history_mode
    | Some _, None -> return_unit
    | Some Archive, Some Archive | Some Full, Some Full -> return_unit
    | Some Archive, Some Full ->
        (* Data will be cleaned at next GC *)
        save Full
    | Some Full, Some Archive ->
        failwith "Cannot transform a full rollup node into an archive one."

  let of_store store = store
end

let history_mode_switch_status h1 h2 =
  match (h1, h2) with
  | Archive, Archive -> \`No_switch
  | (Rolling gc, Rolling gc' | Full gc, Full gc')
    when gc.number_of_chunks = gc'.number_of_chunks ->
      \`No_switch
  | Rolling _, Full _ | Full _, Archive -> \`Cannot_switch
  | Rolling _, Rolling _
  | Full _, Rolling _
  | Archive, Full _ ->
      \`Needs_switch
`;

const METRICS = `let namespace = Tezos_version.Octez_node_version.namespace

module Info = struct
  let init ~mode =
    let metric =
      Gauge.v_labels
        ~registry
        ~help:"Information"
        ~namespace
        ~subsystem
        ~label_names:["commit_hash"; "mode"]
        "info"
    in
    ignore metric
end

module Block = struct
  module Process_time_histogram = Histogram (struct
    let spec = Histogram_spec.of_list [0.1; 1.]
  end)

  let process_time_histogram =
    Process_time_histogram.v ~registry ~namespace ~subsystem ~help:"The time" "block_time"

  let head =
    Gauge.v_label ~registry ~label_name:"head" ~help:"Level of the \\
       node's head" ~namespace ~subsystem "head" name
end

let register () =
  CollectorRegistry.register_lwt registry
    MetricInfo.
      {
        name = MetricName.v (String.concat "_" [namespace; subsystem; "tx_pool"]);
        help = "Pool";
        metric_type = Gauge;
        label_names = [LabelName.v "kind"];
      }

let metrics =
  let name = "Etherlink" in
  Metrics.init ~mode:"observer" ~smart_rollup_address () ;
  name
`;

const RPC = `module Chain_id = struct
  let method_ = "eth_chainId"
end

module Produce_block = struct
  let method_ = "produceBlock"
end

module Trace_call = struct
  let method_ = "debug_traceCall"
end

module Tezosx = struct
  module Trace_call = struct
    let method_ = "http_traceCall"
  end
end

let evm_supported_methods : (module METHOD) list =
  [(module Trace_call); (module Chain_id); (module Produce_block); (module Tezosx.Trace_call)]
`;

describe('OCaml bindings', () => {
  it('reads literal bindings, skipping comments, and names their line', () => {
    expect(extractOcaml(CONFIG, 'default_rpc_port')).toEqual({value: 8932, line: 6});
    expect(extractOcaml(CONFIG, 'default_rpc_addr')).toEqual({value: '127.0.0.1', line: 4});
    expect(extractOcaml(CONFIG, 'default_history_mode')).toEqual({value: 'Full', line: 11});
    // int64, int32 and nativeint literals carry a suffix.
    const suffixed = 'let default_timeout = 0L\nlet window = 1_000l\nlet size = 8n\n';
    expect(extractOcaml(suffixed, 'default_timeout').value).toBe(0);
    expect(extractOcaml(suffixed, 'window').value).toBe(1000);
    expect(extractOcaml(suffixed, 'size').value).toBe(8);
  });

  it('reads the last string of a binding, the name a function maps a constructor to, and encoding defaults', () => {
    expect(extractOcaml(CONFIG, 'default_data_dir:last-string').value).toBe('.tezos-smart-rollup-node');
    expect(extractOcaml(CONFIG, 'string_of_history_mode(default_history_mode)')).toEqual({value: 'full', line: 11});
    expect(extractOcaml(CONFIG, 'dft "rpc-port"')).toEqual({value: 8932, line: 17});
    expect(extractOcaml(CONFIG, 'dft "verbose"').value).toBe('Notice');
  });

  it('reads an encoding default that is a field of a record a binding builds, through Option.value ~default', () => {
    const source = [
      'let default_filter ?max_blocks ?max_logs () =',
      '  {max_blocks = Option.value ~default:100 max_blocks; max_logs = 1_000; chunk = Option.value ~default:7 chunk}',
      '',
      'let filter_encoding default =',
      '  obj2',
      '    (dft "max_blocks" ~description:"Blocks." int31 default_filter.max_blocks)',
      '    (dft "max_logs" ~description:"Logs." int31 default_filter.max_logs)',
      '    (dft "unknown" ~description:"None." int31 default_filter.missing)',
    ].join('\n');
    expect(extractOcaml(source, 'dft "max_blocks"')).toEqual({value: 100, line: 6});
    expect(extractOcaml(source, 'dft "max_logs"').value).toBe(1000);
    expect(() => extractOcaml(source, 'dft "unknown"')).toThrow(/no field missing = … in the record/);
  });

  it('reads a literal field of the record a local binding builds', () => {
    const source = [
      'let init config =',
      '  let sync = create () in',
      '  let node_ctxt =',
      '    {config; sync; block_finality_time = 2; kind = Wasm}',
      '  in',
      '  return node_ctxt',
    ].join('\n');
    expect(extractOcaml(source, 'block_finality_time of node_ctxt')).toEqual({value: 2, line: 3});
    expect(() => extractOcaml(source, 'config of node_ctxt')).toThrow(/no field config = … in the record/);
  });

  it('reads the first arm of a match written without a leading bar', () => {
    const source = 'let mode = Archive\n\nlet to_string = function Archive -> "archive" | Full -> "full"\n';
    expect(extractOcaml(source, 'to_string(mode)')).toEqual({value: 'archive', line: 1});
  });

  it('refuses what is not a literal, and a name the file does not bind', () => {
    expect(() => extractOcaml(METRICS, 'namespace')).toThrow(/not a literal: Tezos_version/);
    expect(() => extractOcaml(CONFIG, 'default_rpc_timeout')).toThrow(/no binding named default_rpc_timeout/);
    expect(() => extractOcaml(CONFIG, 'two words here')).toThrow(/unknown OCaml symbol form/);
  });

  it('lists the arms of a match that end in a marker, or-patterns and guards included', () => {
    expect(extractOcaml(SWITCH, 'check_and_set_history_mode => failwith')).toEqual({value: ['full>archive'], line: 2});
    expect(extractOcaml(SWITCH, 'history_mode_switch_status => Needs_switch').value).toEqual(['archive>full', 'full>rolling', 'rolling>rolling']);
    expect(extractOcaml(SWITCH, 'history_mode_switch_status => Cannot_switch').value).toEqual(['full>archive', 'rolling>full']);
    expect(extractOcaml(SWITCH, 'history_mode_switch_status => No_switch').value).toEqual(['archive>archive', 'full>full', 'rolling>rolling']);
    expect(() => extractOcaml(SWITCH, 'history_mode_switch_status => Maybe')).toThrow(/no arm/);
  });

  it('lists the one-constructor arms of a match inside the body that end in a marker', () => {
    const source = [
      'let kernel_for network kernel =',
      '  Option.either',
      '    kernel',
      '    (Option.bind network (function',
      '      | Mainnet -> Some (In_memory Installers.mainnet)',
      '      | Testnet -> None',
      '      | Shadownet | Previewnet -> Some (In_memory Installers.other)))',
    ].join('\n');
    expect(extractOcaml(source, 'kernel_for => In_memory')).toEqual({value: ['mainnet', 'previewnet', 'shadownet'], line: 1});
    expect(() => extractOcaml(source, 'kernel_for => On_disk')).toThrow(/no arm/);
  });

  it('evaluates integer arithmetic of literals and other bindings, after the binding\'s own lets', () => {
    const source = [
      'let seconds_in_a_day = 60 * 60 * 24',
      '',
      'let seconds_in_a_week = seconds_in_a_day * 7',
      '',
      'let make block_time =',
      '  let window = seconds_in_a_week * 2 / block_time in',
      '  let active_levels =',
      '    let previous_block_time = 8 in',
      '    Int32.of_int (seconds_in_a_week * 2 / previous_block_time)',
      '  in',
      '  let spare = (1_000 - 1) / 2 in',
      '  (window, active_levels, spare)',
    ].join('\n');
    expect(extractOcaml(source, 'int active_levels')).toEqual({value: 151_200, line: 7});
    expect(extractOcaml(source, 'int spare')).toEqual({value: 499, line: 11});
    // block_time is a parameter, not a binding: nothing is guessed.
    expect(() => extractOcaml(source, 'int window')).toThrow(/no binding named block_time/);
    expect(() => extractOcaml(source, 'int make')).toThrow(/not integer arithmetic/);
  });

  it('reads a labelled argument of the first call', () => {
    expect(extractOcaml(METRICS, 'Metrics.init ~mode')).toEqual({value: 'observer', line: 42});
    expect(() => extractOcaml(METRICS, 'Metrics.init ~colour')).toThrow(/no call of Metrics.init with ~colour/);
  });
});

describe('Prometheus metrics in OCaml', () => {
  it('finds every metric with its type and labels, a functor histogram and a MetricInfo record included', () => {
    expect(metrics(stripped(METRICS)).map(({name, type, labels}) => ({name, type, labels}))).toEqual([
      {name: 'info', type: 'gauge', labels: ['commit_hash', 'mode']},
      {name: 'block_time', type: 'histogram', labels: []},
      {name: 'head', type: 'gauge', labels: ['head']},
      {name: 'tx_pool', type: 'gauge', labels: ['kind']},
    ]);
    expect(extractOcaml(METRICS, 'metric types').value).toEqual(['block_time: histogram', 'head: gauge', 'info: gauge', 'tx_pool: gauge']);
    expect(extractOcaml(METRICS, 'metric info labels')).toEqual({value: ['commit_hash', 'mode'], line: 6});
    expect(() => extractOcaml(METRICS, 'metric peers labels')).toThrow(/no metric named peers/);
  });
});

const ENCODINGS = `module Eth_call = struct
  let default_block = Block_parameter.Latest

  let input_encoding =
    union
      [case ~title:"Only call" (Tag 0) (tup1 call_encoding); case ~title:"Call and state override" (Tag 1) (tup2 call_encoding state_override_encoding)]
end

module Send_sync = struct
  let default_block = Block_parameter.Pending
end
`;

describe('bindings of a module', () => {
  it('reads Module.name: all its strings in order, and a qualified constructor as its last name', () => {
    expect(extractOcaml(ENCODINGS, 'Eth_call.input_encoding:strings')).toEqual({value: ['Only call', 'Call and state override'], line: 4});
    expect(extractOcaml(ENCODINGS, 'Eth_call.default_block')).toEqual({value: 'Latest', line: 2});
    expect(extractOcaml(ENCODINGS, 'Send_sync.default_block')).toEqual({value: 'Pending', line: 10});
    expect(() => extractOcaml(ENCODINGS, 'Other.default_block')).toThrow(/no binding named Other.default_block/);
  });
});

describe('RPC method lists in OCaml', () => {
  it('resolves each listed module, nested ones too, to its method name, filtered and sorted', () => {
    expect(extractOcaml(RPC, 'methods evm_supported_methods /^(eth|debug)_/')).toEqual({value: ['debug_traceCall', 'eth_chainId'], line: 19});
    expect(extractOcaml(RPC, 'methods evm_supported_methods /./').value).toEqual(['debug_traceCall', 'eth_chainId', 'http_traceCall', 'produceBlock']);
  });
});

const CHANGES = `# Changelog

## Version 0.55 (2026-03-26)

- Fixes instant confirmation for networks with Etherlink 6.2 deployed.

## Version 0.48 (2025-11-24)

- Add new \`eth_sendRawTransactionSync\` endpoint to our JSON-RPC.

### 6.0 (d2842ae4)

Furthermore, this kernel requires the Octez EVM node version 0.48 or higher.
- A line that repeats.
- A line that repeats.
`;

describe('changelogs', () => {
  it('gives the version of the heading above the line, or the version the line states', () => {
    expect(extractChangelog(CHANGES, 'Fixes instant confirmation for networks with Etherlink 6.2')).toEqual({value: '0.55', line: 5});
    expect(extractChangelog(CHANGES, 'Add new `eth_sendRawTransactionSync` endpoint')).toEqual({value: '0.48', line: 9});
    expect(extractChangelog(CHANGES, 'Furthermore, this kernel requires the Octez EVM node version {} or higher.')).toEqual({value: '0.48', line: 13});
  });

  it('refuses a line it cannot find and a line that is not unique', () => {
    expect(() => extractChangelog(CHANGES, 'Removes the proxy mode')).toThrow(/no line/);
    expect(() => extractChangelog(CHANGES, 'A line that repeats.')).toThrow(/2 lines have it \(lines 14, 15\)/);
  });

  it('reads a word at its place in a documentation page', () => {
    const index = 'Protocols\n\n.. toctree::\n   Tallinn Protocol Reference <active/index>\n';
    expect(extract('docs/index.rst', index, '{word} Protocol Reference <active/index>')).toEqual({value: 'Tallinn', line: 4});
  });

  it('is the extractor of .md files, as the OCaml one is of .ml files', () => {
    expect(extract('etherlink/CHANGES_NODE.md', CHANGES, 'Fixes instant confirmation').value).toBe('0.55');
    expect(extract('src/configuration.ml', CONFIG, 'default_rpc_port').value).toBe(8932);
  });
});

function stripped(source: string): string {
  return source.replace(/\(\*[\s\S]*?\*\)/g, (m) => m.replace(/[^\n]/g, ' '));
}
