/**
 * `npm run manuals`: rebuilds the manuals of octez-evm-node, octez-client,
 * octez-smart-rollup-node and octez-signer (scripts/snippets/manuals/*.json) from each tool's
 * own command definitions in tezos/tezos-mirror, at the tag of the release src/data/versions.ts
 * recommends. Readers gain pages that never show a subcommand or flag the recommended release
 * lacks: the snippet check holds every Octez command on the site against these files.
 *
 * Needs a clone of tezos-mirror (TEZOS_MIRROR_GIT, scripts/manuals/tags.ts). Each manual records
 * the repository, tag, commit and files read; what the scanner covers is in ocaml-scan.ts.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Manual} from '../snippets/manual';
import {Scanner, bindingOptions, readSource, rpcSegments, type OptionSpec} from './ocaml-scan';
import {MANUAL_REPOSITORY, manualTags, mirrorGit as git} from './tags';

const outDir = join(__dirname, '..', 'snippets', 'manuals');
const ls = (tag: string, dir: string) =>
  git('ls-tree', '-r', '--name-only', tag, '--', dir)
    .split('\n')
    .filter((f) => f.endsWith('.ml') && !/\/test\//.test(f));

/** The protocol the docs of that tag call active (docs/active links to its docs folder). */
function activeProtocol(tag: string): {dir: string; docs: string} {
  const docs = git('show', `${tag}:docs/active`).trim();
  const page = git('ls-tree', '--name-only', tag, 'docs/protocols/').split('\n').find((f) => f.endsWith(`_${docs}.rst`));
  const number = page?.split('/').pop()?.split('_')[0];
  const dir = git('ls-tree', '-d', '--name-only', tag, 'src/').split('\n').find((d) => d.startsWith(`src/proto_${number}_`));
  if (!number || !dir) throw new Error(`no protocol folder for docs/active -> ${docs} at ${tag}`);
  return {dir, docs};
}

interface ToolSource {
  tool: string;
  /** Files whose bindings the scanner may follow. */
  files: string[];
  /** Files whose `command` calls belong to the tool. */
  commandFiles: string[];
  /** Where the options accepted before (and after) any command are declared. */
  globalOptions: [file: string, binding: string];
  rpcFiles: string[];
  note?: string;
}

function sources(tool: string, tag: string): ToolSource {
  switch (tool) {
    case 'octez-evm-node':
      return {
        tool,
        files: ['etherlink/bin_node/main.ml', 'etherlink/bin_node/config/configuration.ml', 'etherlink/bin_node/lib_dev/constants.ml', 'src/lib_client_base_unix/client_config.ml'],
        commandFiles: ['etherlink/bin_node/main.ml'],
        globalOptions: ['etherlink/bin_node/main.ml', 'global_options'],
        rpcFiles: ['etherlink/bin_node/lib_dev/rpc_server.ml'],
      };
    case 'octez-client': {
      const proto = activeProtocol(tag);
      const commandFiles = [...ls(tag, 'src/lib_client_commands'), ...ls(tag, `${proto.dir}/lib_client_commands`), 'src/lib_client_base_unix/client_config.ml', ...ls(tag, 'src/bin_client'), 'src/lib_signer_backends/unix/ledger.available.ml'];
      return {
        tool,
        files: [...commandFiles, ...ls(tag, 'src/lib_client_base'), ...ls(tag, `${proto.dir}/lib_client`)],
        commandFiles,
        globalOptions: ['src/lib_client_base_unix/client_config.ml', 'global_options'],
        rpcFiles: [],
        note: `Protocol-specific commands come from ${proto.dir}, the protocol docs/active names (${proto.docs}) at this tag.`,
      };
    }
    case 'octez-smart-rollup-node': {
      const proto = activeProtocol(tag);
      return {
        tool,
        files: ['src/bin_smart_rollup_node/main_smart_rollup_node.ml', 'src/lib_smart_rollup_node/cli.ml', 'src/lib_smart_rollup_node/repair.ml', 'src/lib_smart_rollup_node/configuration.ml', 'src/lib_client_base_unix/client_config.ml'],
        commandFiles: ['src/bin_smart_rollup_node/main_smart_rollup_node.ml', 'src/lib_smart_rollup_node/repair.ml'],
        globalOptions: ['src/bin_smart_rollup_node/main_smart_rollup_node.ml', 'global_options'],
        rpcFiles: ['src/lib_smart_rollup/rollup_node_services.ml', `${proto.dir}/lib_sc_rollup_layer2/sc_rollup_services.ml`],
        note: `RPC segments of the protocol plugin come from ${proto.dir}, the protocol docs/active names (${proto.docs}) at this tag.`,
      };
    }
    case 'octez-signer':
      return {
        tool,
        files: ['src/bin_signer/main_signer.ml', 'src/lib_client_commands/client_keys_commands.ml', 'src/lib_signer_backends/unix/ledger.available.ml', ...ls(tag, 'src/lib_client_base'), 'src/lib_client_base_unix/client_config.ml'],
        commandFiles: ['src/bin_signer/main_signer.ml', 'src/lib_client_commands/client_keys_commands.ml', 'src/lib_signer_backends/unix/ledger.available.ml'],
        globalOptions: ['src/bin_signer/main_signer.ml', 'global_options'],
        rpcFiles: [],
      };
    default:
      throw new Error(`unknown tool ${tool}`);
  }
}

const sorted = <T>(map: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));

function optionMap(options: OptionSpec[], values: Record<string, string[]>, env: Set<string>): Record<string, string | null> {
  const map: Record<string, string | null> = {};
  for (const o of options) {
    map[o.long] = o.value;
    if (o.short) map[o.short] = o.value;
    if (o.values) {
      values[o.long] = o.values;
      if (o.short) values[o.short] = o.values;
    }
    if (o.env) env.add(o.env);
  }
  return sorted(map);
}

export function generate(tool: string): Manual {
  const tag = manualTags[tool];
  const commit = git('rev-parse', `${tag}^{commit}`).trim();
  const src = sources(tool, tag);
  const files = Array.from(new Set(src.files));
  const scanner = new Scanner(files.map((f) => readSource(f, git('show', `${tag}:${f}`))));
  const values: Record<string, string[]> = {};
  const env = new Set<string>();
  const globalOptions = optionMap(bindingOptions(scanner, ...src.globalOptions), values, env);
  // Two definitions of one usage (one per network, say) accept the options of both.
  const byUsage = new Map<string, Manual['commands'][number]>();
  for (const c of scanner.commands((path) => src.commandFiles.includes(path))) {
    const options = optionMap(c.options, values, env);
    const known = byUsage.get(c.usage);
    if (known) known.options = sorted({...known.options, ...options});
    else byUsage.set(c.usage, {usage: c.usage, options, source: `${c.file}:${c.line}`});
  }
  const commands = Array.from(byUsage.values()).sort((a, b) => a.usage.localeCompare(b.usage));
  if (scanner.unread.length > 0) console.warn(`${tool}: could not read the path of the commands at ${scanner.unread.join(', ')}`);
  for (const [param, found] of scanner.paramValues) values[param] = found;
  const rpcFiles = src.rpcFiles.map((f) => readSource(f, git('show', `${tag}:${f}`)));
  const segments = Array.from(new Set(rpcFiles.flatMap(rpcSegments))).sort();
  return {
    tool,
    repository: MANUAL_REPOSITORY,
    tag,
    commit,
    version: tag.replace(/^.*-v/, ''),
    ...(src.note ? {note: src.note} : {}),
    files: [...files, ...src.rpcFiles].sort(),
    globalOptions,
    commands,
    values: sorted(values),
    ...(env.size > 0 ? {environment: Array.from(env).sort()} : {}),
    ...(segments.length > 0 ? {rpcSegments: segments} : {}),
  };
}

if (/scripts[/]manuals[/]generate\.ts$/.test(process.argv[1] ?? '')) {
  for (const tool of Object.keys(manualTags)) {
    const manual = generate(tool);
    const file = join(outDir, `${tool}.json`);
    const json = JSON.stringify(manual, null, 1).replace(/\[\n\s+([^\]{}]*?)\n\s*\]/g, (_, inner: string) => `[${inner.replace(/\n\s*/g, ' ')}]`);
    writeFileSync(file, `${json}\n`);
    console.log(`${tool}: ${manual.commands.length} commands from ${manual.files!.length} files at ${manual.tag} (${manual.commit!.slice(0, 12)})`);
  }
}
