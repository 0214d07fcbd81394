// A search box that reports its term once typing pauses (300 ms), as list screens need.
import { useEffect, useRef, useState } from 'react';
import { Input, useCallbackRef } from '@chakra-ui/react';
import { CONSTANTS } from 'shared-domain';
import { t } from '../i18n';
import { useLocale } from 'shared-i18n/react';

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
  placeholder = t('search.placeholder'),
  delayMs = CONSTANTS.SEARCH_DEBOUNCE_MS,
  'aria-label': ariaLabel = t('search.label'),
}: SearchInputProps) {
  useLocale();
  const [value, setValue] = useState(initialValue);
  const reported = useRef(initialValue);
  // The screen's latest onSearch, without restarting the pause when the screen draws again.
  const report = useCallbackRef(onSearch);

  useEffect(() => {
    if (value === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = value;
      report(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, report]);

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
