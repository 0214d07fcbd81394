// A list's filter by one person (an instructor, a caller), its value held in the page's address.
// The people are read only once the filter is reached, or at once for a link that names one; a
// chosen person no longer among them (an old shared link) stays shown by id.
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { CompactSelect, type CompactSelectProps } from './CompactSelect';

/** One person a `PersonFilter` offers. */
export interface PersonChoice {
  id: number;
  name: string;
}

export interface PersonFilterProps extends Pick<CompactSelectProps, 'minW' | 'maxW'> {
  label: string;
  /** The first option, which filters nobody out. */
  allLabel: string;
  /** The chosen person's id as the address holds it, or '' for all. */
  value: string;
  onChange: (value: string) => void;
  /** A hook that reads the people, fetching them only while `wanted`. */
  usePeople: (wanted: boolean) => readonly PersonChoice[];
}

export function PersonFilter({
  label,
  allLabel,
  value,
  onChange,
  usePeople,
  ...layout
}: PersonFilterProps) {
  const [wanted, setWanted] = useState(value !== '');
  const people = usePeople(wanted);
  return (
    <Box onPointerEnter={() => setWanted(true)} onFocusCapture={() => setWanted(true)}>
      <CompactSelect
        label={label}
        value={value}
        options={[
          { value: '', label: allLabel },
          ...people.map((person) => ({ value: String(person.id), label: person.name })),
          ...(value && !people.some((person) => String(person.id) === value)
            ? [{ value, label: `#${value}` }]
            : []),
        ]}
        onChange={onChange}
        {...layout}
      />
    </Box>
  );
}
