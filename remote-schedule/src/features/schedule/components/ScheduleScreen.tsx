// The Instructor Schedule screen (spec section 2): header, then loading, error, empty or the
// schedule; an error that comes once data is shown (a failed refresh) is a banner above it.
import { useMemo, useState } from 'react';
import { useLocale } from 'shared-i18n/react';
import { Banner, Flex, PageContainer } from 'shared-ui';
import { useSchedule } from '../hooks/use-schedule';
import { buildSchedule, type ScheduleModel } from '../model/build-schedule';
import { SCHEDULE_TEXT } from '../messages';
import { DaysFilter } from './DaysFilter';
import { LevelGuide } from './LevelGuide';
import { ScheduleCounters } from './ScheduleCounters';
import { ScheduleEmpty, ScheduleError, ScheduleLoading } from './ScheduleStates';
import { ScheduleHeader } from './ScheduleHeader';
import { ScheduleTable } from './ScheduleTable';
import { TimeSlotChips } from './TimeSlotChips';

function ScheduleContent({ model }: { model: ScheduleModel }) {
  return (
    <>
      <ScheduleCounters counters={model.counters} />
      <ScheduleTable model={model} />
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }}>
        <LevelGuide />
        <TimeSlotChips slots={model.timeSlots} />
      </Flex>
    </>
  );
}

export function ScheduleScreen() {
  // The screen's words, days and hours are read at render: a change of language renders it again.
  useLocale();
  const [days, setDays] = useState('');
  const { items, loading, error, refresh, dismissError } = useSchedule(days);
  const model = useMemo(() => (items?.length ? buildSchedule(items) : null), [items]);

  function body() {
    if (model) {
      return (
        <>
          {error ? (
            <Banner
              status="error"
              title={SCHEDULE_TEXT.errorTitle}
              description={error}
              onDismiss={dismissError}
            />
          ) : null}
          <ScheduleContent model={model} />
        </>
      );
    }
    if (loading) return <ScheduleLoading />;
    if (error) return <ScheduleError message={error} onDismiss={dismissError} />;
    return <ScheduleEmpty />;
  }

  return (
    <PageContainer>
      <ScheduleHeader
        loading={loading}
        onRefresh={refresh}
        filter={<DaysFilter value={days} onChange={setDays} />}
      />
      {body()}
    </PageContainer>
  );
}
