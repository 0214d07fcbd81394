// The schedule's day filter (features/schedule/components/DaysFilter.tsx) is drawn from the core
// key, not from `shared-ui/forms`, to keep that family off the schedule's first paint (issue 11);
// it must still be Chakra's NativeSelect on screen, as the filter drew it: the same elements,
// attributes and class names. Emotion names a class by a hash of its styles, so equal markup
// means equal styles too.
import { render } from '@testing-library/react';
import { DAY_GROUPS, dayGroupLabel } from 'shared-domain';
import { UiProvider } from 'shared-ui';
import { NativeSelect } from 'shared-ui/forms';
import { DaysFilter } from '../features/schedule/components/DaysFilter';
import { SCHEDULE_TEXT } from '../features/schedule/messages';

function markup(element: React.ReactElement): string {
  const { container, unmount } = render(<UiProvider>{element}</UiProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
}

it.each(['', DAY_GROUPS[1]])("draws Chakra's NativeSelect (chosen: %j)", (value) => {
  const chakra = markup(
    <NativeSelect.Root size="sm" minW="40" maxW={{ sm: '48' }}>
      <NativeSelect.Field aria-label={SCHEDULE_TEXT.daysFilter} value={value} onChange={() => {}}>
        <option value="">{SCHEDULE_TEXT.allDays}</option>
        {DAY_GROUPS.map((days) => (
          <option key={days} value={days}>
            {dayGroupLabel(days)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>,
  );
  const light = markup(<DaysFilter value={value} onChange={() => {}} />);
  expect(light).toContain('chakra-native-select__field');
  expect(light).toBe(chakra);
});
