/**
 * The Octez manuals come from the tools' own source at the recommended tag, and a page command
 * that uses a flag or subcommand the tool lacks fails: readers never paste a command the
 * release they install rejects. The scanner that reads the OCaml source is tested here on code
 * of the same shape as the Octez command definitions (written for this test).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {checkAgainstManual, checkRpcPath, manualSource, manuals, staleManuals} from '../../scripts/snippets/manual';
import {Scanner, bindingOptions, readSource, rpcSegments} from '../../scripts/manuals/ocaml-scan';
import {manualTags} from '../../scripts/manuals/tags';
import {evmNode, octezRelease} from '../../src/data/versions';

const OCTEZ_TOOLS = ['octez-evm-node', 'octez-client', 'octez-smart-rollup-node', 'octez-signer'];

describe('Octez manuals', () => {
  it('are read at the tags src/data/versions.ts leads to, and say where', () => {
    expect(manualTags['octez-evm-node']).toBe(`octez-evm-node-v${evmNode.recommended}`);
    expect(manualTags['octez-client']).toBe(`octez-v${octezRelease}`);
    expect(staleManuals()).toEqual([]);
    for (const tool of OCTEZ_TOOLS) {
      const manual = manuals[tool];
      expect(manual).toMatchObject({tool, repository: 'tezos/tezos-mirror', tag: manualTags[tool]});
      expect(manual.commit).toMatch(/^[0-9a-f]{40}$/);
      // Nothing but what the source gave: every command points at a file that was read.
      expect(Object.keys(manual).sort()).toEqual(expect.arrayContaining(['commands', 'files', 'globalOptions', 'values']));
      for (const key of Object.keys(manual)) expect(['tool', 'repository', 'tag', 'commit', 'version', 'note', 'files', 'globalOptions', 'commands', 'values', 'environment', 'rpcSegments']).toContain(key);
      for (const command of manual.commands) expect(manual.files).toContain(command.source.replace(/:\d+$/, ''));
    }
    expect(manualSource('octez-evm-node')).toBe(`octez-evm-node at octez-evm-node-v${evmNode.recommended}`);
  });

  it('hold the commands the pages rely on, as the source defines them', () => {
    const usages = (tool: string) => manuals[tool].commands.map((c) => c.usage);
    expect(usages('octez-evm-node')).toEqual(expect.arrayContaining(['run observer', 'init config', 'snapshot import <snapshot>', 'switch history to <history>']));
    expect(manuals['octez-evm-node'].values['--network']).toEqual(expect.arrayContaining(['mainnet', 'testnet', 'shadownet']));
    expect(usages('octez-client')).toEqual(expect.arrayContaining(['transfer <qty> from <src> to <dst>', 'import secret key <fresh_alias> <sk_uri>']));
    expect(usages('octez-signer')).toContain('launch socket signer');
    expect(usages('octez-smart-rollup-node')).toContain('run <mode> for <smart_rollup_address> with operators <operator>*');
  });

  it('reject a planted unknown flag and a planted unknown subcommand', () => {
    const at = `octez-evm-node at octez-evm-node-v${evmNode.recommended}`;
    expect(checkAgainstManual(['octez-evm-node', 'run', 'observer', '--network', 'mainnet'])).toEqual([]);
    expect(checkAgainstManual(['octez-evm-node', 'run', 'observer', '--network', 'mainnet', '--planted-flag'])).toEqual([`${at} has no option --planted-flag for this command`]);
    expect(checkAgainstManual(['octez-evm-node', 'run', 'planted-mode'])).toEqual([`${at} has no command "run planted-mode"`]);
    expect(checkAgainstManual(['octez-client', 'transfer', '1', 'from', 'a', 'to', 'b', '--burn-cap', '0.1'])).toEqual([]);
    expect(checkAgainstManual(['octez-client', 'transfer', '1', 'from', 'a', 'to', 'b', '--planted-cap', '0.1']).join()).toMatch(/octez-client at octez-v[\d.]+ has no option --planted-cap/);
    expect(checkRpcPath('octez-smart-rollup-node', '/global/block/head/outbox/<OUTBOX_LEVEL>/messages')).toEqual([]);
    // As a URL parser hands it over, placeholders encoded.
    const url = new URL('http://localhost:8932/global/block/head/helpers/proofs/outbox/<OUTBOX_LEVEL>/messages?index=<MESSAGE_INDEX>');
    expect(checkRpcPath('octez-smart-rollup-node', url.pathname + url.search)).toEqual([]);
    expect(checkRpcPath('octez-smart-rollup-node', '/global/block/head/planted/<OUTBOX_LEVEL>').join()).toMatch(/segment "planted"/);
  });

  describe('when a recommended version moves', () => {
    afterEach(() => {
      vi.doUnmock('../../src/data/versions');
      vi.resetModules();
    });

    it('fail every command of that tool until the manual is regenerated', async () => {
      const real = await vi.importActual<typeof import('../../src/data/versions')>('../../src/data/versions');
      vi.resetModules();
      vi.doMock('../../src/data/versions', () => ({...real, evmNode: {...real.evmNode, recommended: '99.1'}}));
      const moved = await import('../../scripts/snippets/manual');
      expect(moved.staleManuals()).toEqual([`the octez-evm-node manual is read at octez-evm-node-v${real.evmNode.recommended}, but src/data/versions.ts recommends octez-evm-node-v99.1: run npm run manuals`]);
      expect(moved.checkAgainstManual(['octez-evm-node', 'run', 'observer']).join()).toMatch(/recommends octez-evm-node-v99\.1/);
      expect(moved.checkAgainstManual(['octez-client', 'list', 'known', 'addresses'])).toEqual([]);
    });
  });
});

// OCaml in the shape of the Octez command definitions (ocamlformat layout), written for this test.
const SAMPLE = `
let env_of name = "WIDGET_" ^ name

module Params = struct
  let colour =
    Tezos_clic.parameter (fun _ -> function
      | "red" -> Lwt.return_ok Red
      | "blue" | "navy" -> Lwt.return_ok Blue
      | other -> failwith "'%s' is not a colour" other)

  let size next =
    Tezos_clic.param ~name:"size in cm" ~desc:"Size (* not a comment *)." colour next
end

(* A comment with a "string" and (* a nested one *). *)
let colour_arg =
  Tezos_clic.arg
    ~env:(env_of "COLOUR")
    ~long:"colour"
    ~short:'c'
    ~placeholder:"name"
    ~doc:"Colour, with a \\"quote\\"."
    Params.colour

let path_arg ~long () = Tezos_clic.arg ~long ~placeholder:"path" ~doc:"" Params.string

let out_arg = path_arg ~long:"out" ()

let dry_switch = Tezos_clic.switch ~long:"dry-run" ~doc:"Simulate." ()

let common_args = Tezos_clic.args2 colour_arg dry_switch

let global_options = Tezos_clic.args1 dry_switch

let paint_command =
  let open Tezos_clic in
  command
    ~group
    ~desc:"Paint a widget."
    (merge_options common_args (args1 out_arg))
    (prefixes ["paint"; "widget"]
    @@ Params.size @@ prefix "with" @@ seq_of_param
    @@ param ~name:"brush" ~desc:"Brushes." string)
    (fun _ _ -> return_unit)

let list_command =
  Tezos_clic.(command ~desc:"List." no_options (prefixes ["list"; "widgets"] stop) (fun () -> return_unit))

let services = Tezos_rpc.Path.(open_root / "widgets" /: Arg.id / "colour")
`;

describe('the OCaml scanner', () => {
  const file = readSource('bin/widget.ml', SAMPLE);
  const scanner = new Scanner([file]);

  it('reads commands, their options through helpers, values, environment and short names', () => {
    const commands = scanner.commands(() => true);
    expect(commands.map((c) => c.usage)).toEqual(['paint widget <size_in_cm> with <brush>*', 'list widgets']);
    expect(commands[0].line).toBe(SAMPLE.split('\n').findIndex((l) => l.trim() === 'command') + 1);
    expect(commands[0].options).toEqual([
      {long: '--colour', short: '-c', value: 'name', env: 'WIDGET_COLOUR', values: ['red', 'blue', 'navy']},
      {long: '--dry-run', value: null},
      {long: '--out', value: 'path'},
    ]);
    expect(commands[1].options).toEqual([]);
    expect(scanner.paramValues.get('<size_in_cm>')).toEqual(['red', 'blue', 'navy']);
    expect(bindingOptions(scanner, 'bin/widget.ml', 'global_options')).toEqual([{long: '--dry-run', value: null}]);
    expect(rpcSegments(file)).toEqual(['blue', 'colour', 'navy', 'red', 'widgets']);
  });
});
