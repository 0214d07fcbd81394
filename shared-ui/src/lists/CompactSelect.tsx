// A compact labelled native select (a list's filter, a cell edited in place): Chakra's NativeSelect
// markup at sizes xs and sm (src/__tests__/compact-select.test.tsx compares them), built from the
// core key's `chakra` factory so a list screen need not load `shared-ui/forms`.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * Chakra's select recipe's outline variant as the native select's field draws it: the one variant
 * drawn, so it is in each size, after the size's styles, where the recipe puts a variant's.
 */
const OUTLINE = {
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  _expanded: { borderColor: 'border.emphasized' },
};

// Chakra's nativeSelect slot recipe, slot by slot (a slot recipe's parts are each such a recipe),
// at sizes xs and sm; `size` is always given, so no defaults.
const Root = chakra('div', {
  base: { height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
  variants: {
    size: {
      xs: { '--select-field-height': 'sizes.8' },
      sm: { '--select-field-height': 'sizes.9' },
    },
  },
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
    size: {
      xs: { textStyle: 'xs', ps: '2', pe: '6', ...OUTLINE },
      sm: { textStyle: 'sm', ps: '2.5', pe: '8', ...OUTLINE },
    },
  },
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
    size: {
      xs: { textStyle: 'sm', insetEnd: '1.5' },
      sm: { textStyle: 'md', insetEnd: '2' },
    },
  },
});

/** One choice of a `CompactSelect`. */
export interface CompactSelectOption {
  value: string;
  label: string;
}

/** The root's layout props a caller may set, as on `NativeSelect.Root`. */
type CompactSelectLayout = Pick<HTMLChakraProps<'div'>, 'w' | 'minW' | 'maxW' | 'flex'>;

export interface CompactSelectProps extends CompactSelectLayout {
  /** Its accessible name (`aria-label`): the select has no visible label. */
  label: string;
  value: string;
  options: readonly CompactSelectOption[];
  /** The chosen option's value. */
  onChange: (value: string) => void;
  /** NativeSelect's size xs or sm (sm unless told; NativeSelect's own default is md). */
  size?: 'xs' | 'sm';
  disabled?: boolean;
}

export function CompactSelect({
  label,
  value,
  options,
  onChange,
  size = 'sm',
  disabled,
  ...layout
}: CompactSelectProps) {
  return (
    <Root
      size={size}
      // On the root too, as NativeSelect.Root renders it (a div's attribute to TypeScript's eyes).
      {...({ disabled } as object)}
      {...layout}
      className="chakra-native-select__root"
    >
      <Field
        size={size}
        disabled={disabled}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="chakra-native-select__field"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field>
      <Indicator
        size={size}
        data-disabled={disabled ? '' : undefined}
        className="chakra-native-select__indicator"
      >
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
