// In place of a remote screen this shell cannot run (federation/compatibility.ts): the remote
// needs newer shared singletons than the shell provides, so it is not loaded at all. Reloading
// helps only when a newer shell was deployed since the page opened; otherwise the release was
// forced in, and operators roll it back.
import { AlertPanel, Text } from 'shared-ui';
import type { ContractProblem } from '../../federation/compatibility';

export function NewerShellPanel({
  remote,
  problems,
}: {
  remote: string;
  problems: readonly ContractProblem[];
}) {
  return (
    <AlertPanel
      title={`This release of remote-${remote} does not fit this shell`}
      action={{ label: 'Reload', onClick: () => window.location.reload() }}
    >
      {problems.map((problem) => (
        <Text key={problem.name} color="fg.muted" fontSize="sm">
          remote-{remote} requires {problem.name} {problem.required}; this shell provides{' '}
          {problem.provided ?? 'none'}
        </Text>
      ))}
      <Text fontSize="sm">
        Operators: roll it back with node scripts/deploy.mjs rollback {remote}. Reload when a newer
        shell is deployed.
      </Text>
    </AlertPanel>
  );
}
