// A compact labelled native select: a cell being edited in place, or a list's filter.
import { NativeSelect } from 'shared-ui/forms';

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
    <NativeSelect.Root size={size} disabled={disabled} minW="28" maxW={{ md: '48' }}>
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
