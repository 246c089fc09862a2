import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {
  kernelCommand,
  sequencerCommand,
  votingKeyCommand,
  type GovernanceAction,
  type Vote,
  type VotingKeyAction,
} from './commands';

type Props =
  /** Shows the command for both kernel processes, in "Slow" and "Fast" tabs. */
  | {kind: 'kernel'; action: GovernanceAction; vote?: Vote}
  | {kind: 'sequencer'; action: GovernanceAction; vote?: Vote}
  | {kind: 'voting-key'; action: VotingKeyAction};

/** An Octez client command whose addresses come from src/data/governance.ts. */
export default function GovernanceCommand(props: Props): ReactNode {
  if (props.kind === 'kernel') {
    return (
      <Tabs groupId="kernel-governance-process">
        <TabItem value="slow" label="Slow kernel governance" default>
          <CodeBlock language="bash">{kernelCommand(props.action, 'slow', props.vote)}</CodeBlock>
        </TabItem>
        <TabItem value="fast" label="Fast kernel governance">
          <CodeBlock language="bash">{kernelCommand(props.action, 'fast', props.vote)}</CodeBlock>
        </TabItem>
      </Tabs>
    );
  }
  const command =
    props.kind === 'sequencer' ? sequencerCommand(props.action, props.vote) : votingKeyCommand(props.action);
  return <CodeBlock language="bash">{command}</CodeBlock>;
}
