import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {governanceNetwork, type ProcessId} from '@site/src/data/governance';
import {
  CONSTANTS_COMMAND,
  configCommand,
  processCommand,
  votingKeyCommand,
  type GovernanceAction,
  type Vote,
  type VotingKeyAction,
} from './commands';

type Props =
  /** Shows the command for both kernel processes, in "Slow" and "Fast" tabs. */
  | {kind: 'kernel'; action: GovernanceAction; vote?: Vote}
  | {kind: 'sequencer'; action: GovernanceAction; vote?: Vote}
  | {kind: 'voting-key'; action: VotingKeyAction}
  /** Reads the configuration (periods, thresholds) of one process's current contract. */
  | {kind: 'config'; process: ProcessId}
  /** Reads the Tezos protocol constants, among them `minimal_block_delay`. */
  | {kind: 'constants'};

/** Every block names the network the command acts on: the contracts exist on Tezos Mainnet only. */
function Command({what, children}: {what: string; children: string}): ReactNode {
  return (
    <CodeBlock language="bash" title={`${governanceNetwork} · ${what}`}>
      {children}
    </CodeBlock>
  );
}

/** An Octez client (or TzKT) command whose addresses come from src/data/governance.ts. */
export default function GovernanceCommand(props: Props): ReactNode {
  switch (props.kind) {
    case 'kernel':
      return (
        <Tabs groupId="kernel-governance-process">
          <TabItem value="slow" label="Slow kernel governance" default>
            <Command what="slow kernel governance">{processCommand(props.action, 'slow', props.vote)}</Command>
          </TabItem>
          <TabItem value="fast" label="Fast kernel governance">
            <Command what="fast kernel governance">{processCommand(props.action, 'fast', props.vote)}</Command>
          </TabItem>
        </Tabs>
      );
    case 'sequencer':
      return <Command what="sequencer governance">{processCommand(props.action, 'sequencer', props.vote)}</Command>;
    case 'voting-key':
      return <Command what="voting keys contract">{votingKeyCommand(props.action)}</Command>;
    case 'config':
      return <Command what={`${props.process} governance contract`}>{configCommand(props.process)}</Command>;
    case 'constants':
      return <Command what="protocol constants">{CONSTANTS_COMMAND}</Command>;
  }
}
