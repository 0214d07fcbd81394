// A compact labelled native select: a list's filter, or a cell being edited in place. Chakra's
// NativeSelect in its outline variant at size xs or sm.
import { NativeSelect } from '@chakra-ui/react';

/** One choice of a `CompactSelect`. */
export interface CompactSelectOption {
  value: string;
  label: string;
}

/** The root's layout props a caller may set, as on `NativeSelect.Root`. */
type CompactSelectLayout = Pick<NativeSelect.RootProps, 'w' | 'minW' | 'maxW' | 'flex'>;

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
    <NativeSelect.Root size={size} disabled={disabled} {...layout}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
