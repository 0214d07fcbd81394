// A list's filters held in the page's address (`?level=3&full=true`), so a filtered list can be
// shared as a link and comes back on reload. A value the list does not offer is read as no filter:
// the server would refuse it, and a hand-edited link should still open the list.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Each filter's name, and whether a value is one the list offers. */
export type UrlFilterRules<Key extends string> = Readonly<Record<Key, (value: string) => boolean>>;

export interface UrlFilters<Key extends string> {
  /** Each filter's value, '' when unset (the choice 'All'). */
  values: Readonly<Record<Key, string>>;
  /** Sets one filter ('' clears it), keeping every other part of the address. */
  setFilter: (key: Key, value: string) => void;
  /** Sets several filters at once, in one change of the address. */
  setFilters: (values: Readonly<Partial<Record<Key, string>>>) => void;
}

export function useUrlFilters<Key extends string>(rules: UrlFilterRules<Key>): UrlFilters<Key> {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(rules) as Key[];
  const signature = keys.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
  const values = useMemo(() => {
    const read = {} as Record<Key, string>;
    for (const key of keys) {
      const value = params.get(key) ?? '';
      read[key] = value !== '' && rules[key](value) ? value : '';
    }
    return read;
    // The values change only when one of the filters' parameters does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  // Where the next change starts from: the address shown, or what the changes since asked for.
  // The router's own update starts from the address of its last render, so a second change made
  // before the first is drawn (a busy page, a quick user) would drop the first.
  const latest = useMemo(() => ({ params }), [params]);
  const setFilters = useCallback(
    (changes: Readonly<Partial<Record<Key, string>>>) => {
      const next = new URLSearchParams(latest.params);
      for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
        if (!value) next.delete(key);
        else next.set(key, value);
      }
      latest.params = next;
      setParams(next);
    },
    [latest, setParams],
  );
  const setFilter = useCallback(
    (key: Key, value: string) => setFilters({ [key]: value } as Partial<Record<Key, string>>),
    [setFilters],
  );
  return { values, setFilter, setFilters };
}
