// The search result line of spec section 2: 'Found N <things> matching "<term>"'; a count the
// server capped reads as its cap and more: 'Found 1,000+ students matching "a"'.
import { Text } from 'shared-ui';

export interface SearchSummaryProps {
  count: number;
  term: string;
  /** Singular and plural names of the rows, e.g. ['student', 'students']. */
  noun: readonly [string, string];
  /** More than `count` matched: the server stopped counting at its cap. */
  capped?: boolean;
}

export function SearchSummary({ count, term, noun, capped = false }: SearchSummaryProps) {
  if (!term.trim()) return null;
  const shown = capped ? `${count.toLocaleString('en-US')}+` : count;
  return (
    <Text color="fg.muted" fontSize="sm" role="status">
      Found {shown} {count === 1 && !capped ? noun[0] : noun[1]} matching &quot;{term}&quot;
    </Text>
  );
}
