// My levels: each level the student finished (their level history, oldest first) with its dates,
// scores, attendance, result and the level update's decision. Read-only.
import type { LevelHistoryEntry } from 'shared-domain';
import { LEVEL_HISTORY_TEXTS } from 'shared-domain/records';
import { LevelHistoryTable } from 'shared-ui/history';
import { DashboardCard } from '../components/DashboardCard';
import { t } from '../../../i18n';

export function MyLevelsCard({ history }: { history: LevelHistoryEntry[] }) {
  const finished = history.length;
  return (
    <DashboardCard
      title={LEVEL_HISTORY_TEXTS.title}
      icon="calendar"
      palette="teal"
      subtitle={finished ? t('levels.finished', { count: finished }) : undefined}
    >
      <LevelHistoryTable history={history} caption={LEVEL_HISTORY_TEXTS.title} />
    </DashboardCard>
  );
}
