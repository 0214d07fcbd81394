// A searchable list to choose from in a dialog (a group for a student, students for a group): a
// search box (debounced), then the choices as radio buttons (one) or checkboxes (several), each
// with its details and a flag such as Full; loading, error (with Retry) and empty states.
import type { ReactNode } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Banner } from '../feedback/Banner';
import { LoadingSpinner } from '../feedback/LoadingSpinner';
import { t } from '../i18n';
import { SearchInput } from '../lists/SearchInput';
import { useLocale } from 'shared-i18n/react';

export interface PickerChoice {
  id: number;
  label: string;
  /** A second line: level, schedule, fill... */
  details?: string;
  /** A badge after the label (e.g. 'Full'), in red. */
  flag?: string;
}

export interface SearchablePickerProps {
  /** Names the group of choices (its legend) and the search box. */
  legend: string;
  searchLabel: string;
  multiple?: boolean;
  choices: PickerChoice[] | undefined;
  selected: number[];
  onChange: (selected: number[]) => void;
  onSearch: (term: string) => void;
  loading: boolean;
  /** The load failed: the message, shown with Retry. */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  /** Under the list (a warning about the chosen one). */
  footer?: ReactNode;
}

/** The picker's loading, error and Retry, from the query that fetches its choices. */
export function pickerLoadState(
  query: { isFetching: boolean; isError: boolean; refetch: () => unknown },
  failedText: string,
): Pick<SearchablePickerProps, 'loading' | 'error' | 'onRetry'> {
  return {
    loading: query.isFetching,
    error: query.isError ? failedText : null,
    onRetry: () => void query.refetch(),
  };
}

/** One choice at most: the picker's selection and its change around `chosen`. */
export function singleChoice(
  chosen: number | null,
  choose: (id: number | null) => void,
): Pick<SearchablePickerProps, 'selected' | 'onChange'> {
  return { selected: chosen === null ? [] : [chosen], onChange: ([id]) => choose(id ?? null) };
}

export function SearchablePicker({
  legend,
  searchLabel,
  multiple = false,
  choices,
  selected,
  onChange,
  onSearch,
  loading,
  error,
  onRetry,
  emptyText,
  footer,
}: SearchablePickerProps) {
  useLocale();
  const toggle = (id: number, checked: boolean) => {
    if (!multiple) onChange([id]);
    else onChange(checked ? [...selected, id] : selected.filter((one) => one !== id));
  };

  let body: ReactNode;
  if (error) {
    body = (
      <Stack gap="2">
        <Banner status="error" title={error} />
        {onRetry ? (
          <Button size="sm" variant="outline" alignSelf="start" onClick={onRetry}>
            {t('picker.retry')}
          </Button>
        ) : null}
      </Stack>
    );
  } else if (!choices) {
    body = <LoadingSpinner />;
  } else if (choices.length === 0) {
    body = (
      <Text role="status" color="fg.muted" py="4" textAlign="center">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="1" maxH="64" overflowY="auto" aria-busy={loading || undefined}>
        {choices.map((choice) => {
          const checked = selected.includes(choice.id);
          return (
            <Box
              as="li"
              key={choice.id}
              listStyleType="none"
              borderWidth="1px"
              borderRadius="l2"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : undefined}
            >
              <HStack as="label" gap="3" px="3" py="2" cursor="pointer" align="start">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={legend}
                  checked={checked}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                  style={{ marginTop: '0.3rem' }}
                />
                <Stack gap="0" flex="1">
                  <HStack gap="2">
                    <Text fontWeight="medium">{choice.label}</Text>
                    {choice.flag ? <Badge colorPalette="red">{choice.flag}</Badge> : null}
                  </HStack>
                  {choice.details ? (
                    <Text fontSize="sm" color="fg.muted">
                      {choice.details}
                    </Text>
                  ) : null}
                </Stack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" mb="2">
        {legend}
      </Text>
      <Stack gap="3">
        <SearchInput onSearch={onSearch} aria-label={searchLabel} placeholder={searchLabel} />
        {body}
        {footer}
      </Stack>
    </Box>
  );
}
