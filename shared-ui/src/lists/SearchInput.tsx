// A search box that reports its term once typing pauses (300 ms), as list screens need.
import { useEffect, useRef, useState } from 'react';
import { Input } from '@chakra-ui/react';
import { CONSTANTS } from 'shared-domain';

export interface SearchInputProps {
  onSearch: (term: string) => void;
  initialValue?: string;
  placeholder?: string;
  delayMs?: number;
  'aria-label'?: string;
}

export function SearchInput({
  onSearch,
  initialValue = '',
  placeholder = 'Search...',
  delayMs = CONSTANTS.SEARCH_DEBOUNCE_MS,
  'aria-label': ariaLabel = 'Search',
}: SearchInputProps) {
  const [value, setValue] = useState(initialValue);
  const reported = useRef(initialValue);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = value;
      onSearchRef.current(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return (
    <Input
      type="search"
      value={value}
      placeholder={placeholder}
      aria-label={ariaLabel}
      onChange={(event) => setValue(event.target.value)}
      bg="bg"
      maxW={{ md: 'sm' }}
    />
  );
}
