// The search result line of spec section 2: 'Found N <things> matching "<term>"'; a count the
// server capped reads as its cap and more: 'Found 1,000+ students matching "a"'. The sentence is
// the list's own catalogue message, given here whole.
import { Text } from 'shared-ui';

export interface SearchSummaryProps {
  term: string;
  /** The line for this term, e.g. studentsFound(count, term, capped). */
  found: (term: string) => string;
}

export function SearchSummary({ term, found }: SearchSummaryProps) {
  if (!term.trim()) return null;
  return (
    <Text color="fg.muted" fontSize="sm" role="status">
      {found(term)}
    </Text>
  );
}
