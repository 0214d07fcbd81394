// In place of a remote screen this shell cannot run (federation/compatibility.ts): the remote
// needs newer shared singletons than the shell provides, so it is not loaded at all.
import { AlertPanel, Text } from 'shared-ui';
import type { ContractProblem } from '../../federation/compatibility';

export const NEWER_SHELL_MESSAGE = 'This screen needs a newer LinguaDesk shell; reload to update';

export function NewerShellPanel({
  remote,
  problems,
}: {
  remote: string;
  problems: readonly ContractProblem[];
}) {
  return (
    <AlertPanel
      title={NEWER_SHELL_MESSAGE}
      action={{ label: 'Reload', onClick: () => window.location.reload() }}
    >
      {problems.map((problem) => (
        <Text key={problem.name} color="fg.muted" fontSize="sm">
          remote-{remote} requires {problem.name} {problem.required}; this shell provides{' '}
          {problem.provided ?? 'none'}
        </Text>
      ))}
    </AlertPanel>
  );
}
