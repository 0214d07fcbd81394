// A list's filters in the address: each change keeps the others, a second change made before the
// first is drawn included, and a value the list does not offer reads as no filter.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlFilters, type UrlFilterRules } from '../lists/use-url-filters';

const RULES: UrlFilterRules<'level' | 'full'> = {
  level: (value) => /^[1-9]$/.test(value),
  full: (value) => value === 'true',
};

function filtersAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useUrlFilters(RULES), location: useLocation() }), {
    wrapper,
  });
}

it('keeps both of two changes made before the address is drawn again, and the rest of it', () => {
  const { result } = filtersAt('/groups?page=2');
  act(() => {
    const { setFilter } = result.current.filters;
    setFilter('level', '3');
    setFilter('full', 'true');
  });
  expect(result.current.location.search).toBe('?page=2&level=3&full=true');
  expect(result.current.filters.values).toEqual({ level: '3', full: 'true' });

  act(() => result.current.filters.setFilter('level', ''));
  expect(result.current.location.search).toBe('?page=2&full=true');
});

it('sets several filters in one change of the address, clearing those given empty', () => {
  const { result } = filtersAt('/groups?page=2&level=4');
  act(() => result.current.filters.setFilters({ full: 'true', level: '' }));
  expect(result.current.location.search).toBe('?page=2&full=true');
  expect(result.current.filters.values).toEqual({ level: '', full: 'true' });
});

it('reads a value the list does not offer as no filter', () => {
  const { result } = filtersAt('/groups?level=99&full=yes');
  expect(result.current.filters.values).toEqual({ level: '', full: '' });
});
