// Narrows the schedule to one day pair (Sat/Tue, Sun/Wed, Mon/Thu), asked of the server, so a
// large centre's schedule arrives a third at a time; 'All day groups' is the whole week.
//
// Drawn as Chakra's NativeSelect (`shared-ui/forms`) draws it at size sm: the same elements, class
// names, attributes and recipe styles (its outline variant), which src/__tests__/days-filter.test.tsx
// compares with NativeSelect's; made of the core key's `chakra` factory, so the schedule's first
// paint does not load `shared-ui/forms` (Chakra's field, fieldset, input group and select recipes,
// 7.8 KB gzipped) for one select (issue 11).
import { DAY_GROUPS, dayGroupLabel } from 'shared-domain';
import { chakra } from 'shared-ui';
import { SCHEDULE_TEXT } from '../messages';

const OPTIONS = [
  { value: '', label: SCHEDULE_TEXT.allDays },
  ...DAY_GROUPS.map((days) => ({ value: days, label: dayGroupLabel(days) })),
];

// Chakra's nativeSelect slot recipe at size sm, slot by slot (a slot recipe's parts are each such
// a recipe).
const Root = chakra('div', {
  base: { height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
  variants: {
    size: { sm: { '--select-field-height': 'sizes.9' } },
    variant: { outline: {} },
  },
  defaultVariants: { size: 'sm', variant: 'outline' },
});

const Field = chakra('select', {
  base: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    '--error-color': 'colors.border.error',
    '--input-height': 'var(--select-field-height)',
    height: 'var(--select-field-height)',
    _disabled: { layerStyle: 'disabled' },
    _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
    focusVisibleRing: 'inside',
    lineHeight: 'normal',
    '& > option, & > optgroup': { bg: 'bg' },
  },
  variants: {
    size: { sm: { textStyle: 'sm', ps: '2.5', pe: '8' } },
    // Chakra's select recipe's outline variant, as the native select's field draws it.
    variant: {
      outline: {
        bg: 'transparent',
        borderWidth: '1px',
        borderColor: 'border',
        _expanded: { borderColor: 'border.emphasized' },
      },
    },
  },
  defaultVariants: { size: 'sm', variant: 'outline' },
});

const Indicator = chakra('div', {
  base: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    top: '50%',
    transform: 'translateY(-50%)',
    height: '100%',
    color: 'fg.muted',
    _disabled: { opacity: '0.5' },
    _invalid: { color: 'fg.error' },
    _icon: { width: '1em', height: '1em' },
  },
  variants: {
    size: { sm: { textStyle: 'md', insetEnd: '2' } },
    variant: { outline: {} },
  },
  defaultVariants: { size: 'sm', variant: 'outline' },
});

export function DaysFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (days: string) => void;
}) {
  return (
    <Root minW="40" maxW={{ sm: '48' }} className="chakra-native-select__root">
      <Field
        aria-label={SCHEDULE_TEXT.daysFilter}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="chakra-native-select__field"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field>
      <Indicator className="chakra-native-select__indicator">
        <chakra.svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </Indicator>
    </Root>
  );
}
