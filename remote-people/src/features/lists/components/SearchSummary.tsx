// The search result line of spec section 2: 'Found N <things> matching "<term>"'.
import { Text } from 'shared-ui';

export interface SearchSummaryProps {
  count: number;
  term: string;
  /** Singular and plural names of the rows, e.g. ['student', 'students']. */
  noun: readonly [string, string];
}

export function SearchSummary({ count, term, noun }: SearchSummaryProps) {
  if (!term.trim()) return null;
  return (
    <Text color="fg.muted" fontSize="sm" role="status">
      Found {count} {count === 1 ? noun[0] : noun[1]} matching &quot;{term}&quot;
    </Text>
  );
}
