// A compact labelled native select: a cell being edited in place, or a list's filter. Drawn as
// Chakra's NativeSelect (`shared-ui/forms`) draws it at these sizes: the same elements, class
// names, attributes and recipe styles (its outline variant, sizes xs and sm), which
// src/__tests__/edit-controls.test.tsx compares with NativeSelect's; made here of the core key's
// `chakra` factory, so the Student and Staff lists (and the Student List's filter at first paint)
// do not load `shared-ui/forms`, Chakra's field, fieldset, input group and select recipes,
// 7.8 KB gzipped, for one select (issue 11).
import { chakra } from 'shared-ui';

/** Chakra's select recipe's outline variant as the native select's field draws it. */
const OUTLINE = {
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border',
  _expanded: { borderColor: 'border.emphasized' },
};

// Chakra's nativeSelect slot recipe, slot by slot (a slot recipe's parts are each such a recipe).
const Root = chakra('div', {
  base: { height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
  variants: {
    size: {
      xs: { '--select-field-height': 'sizes.8' },
      sm: { '--select-field-height': 'sizes.9' },
    },
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
    size: {
      xs: { textStyle: 'xs', ps: '2', pe: '6' },
      sm: { textStyle: 'sm', ps: '2.5', pe: '8' },
    },
    variant: { outline: OUTLINE },
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
    size: {
      xs: { textStyle: 'sm', insetEnd: '1.5' },
      sm: { textStyle: 'md', insetEnd: '2' },
    },
    variant: { outline: {} },
  },
  defaultVariants: { size: 'sm', variant: 'outline' },
});

export interface EditSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  size?: 'xs' | 'sm';
  disabled?: boolean;
}

export function EditSelect({
  label,
  value,
  options,
  onChange,
  size = 'xs',
  disabled,
}: EditSelectProps) {
  return (
    <Root
      size={size}
      // On the root too, as NativeSelect.Root renders it (a div's attribute to TypeScript's eyes).
      {...({ disabled } as object)}
      minW="28"
      maxW={{ md: '48' }}
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
