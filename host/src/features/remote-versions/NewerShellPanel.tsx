// In place of a remote screen this shell cannot run (federation/compatibility.ts): the remote
// needs newer shared singletons than the shell provides, so it is not loaded at all. Reloading
// helps only when a newer shell was deployed since the page opened; otherwise the release was
// forced in, and operators roll it back.
import { AlertPanel, Text } from 'shared-ui';
import type { ContractProblem } from '../../federation/compatibility';
import { t } from '../account/i18n';

export function NewerShellPanel({
  remote,
  problems,
}: {
  remote: string;
  problems: readonly ContractProblem[];
}) {
  const app = `remote-${remote}`;
  return (
    <AlertPanel
      title={t('versions.notFit', { app })}
      action={{ label: t('versions.reload'), onClick: () => window.location.reload() }}
    >
      {problems.map((problem) => (
        <Text key={problem.name} color="fg.muted" fontSize="sm">
          {t('versions.requires', {
            app,
            name: problem.name,
            required: problem.required,
            provided: problem.provided ?? t('versions.none'),
          })}
        </Text>
      ))}
      <Text fontSize="sm">
        {t('versions.operators', { command: `node scripts/deploy.mjs rollback ${remote}` })}
      </Text>
    </AlertPanel>
  );
}
