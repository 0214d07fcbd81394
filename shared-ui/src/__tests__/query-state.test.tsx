// Refresh's success toast: only for a new answer, never for a refetch that failed or was
// cancelled when the session ended (the cache emptied under it).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/query-client';
import { useScreenQuery } from '../data/query-state';
import * as toasts from '../toaster/toaster';

function setup(queryFn: () => Promise<string>) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => useScreenQuery({ queryKey: ['schedule'], queryFn }, 'Schedule refreshed successfully!'),
    { wrapper },
  );
  return { client, ...view };
}

let success: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(toasts.notify, 'success').mockReturnValue('toast');
});
afterEach(() => success.mockRestore());

it('confirms a refresh that brought a new answer', async () => {
  const { result } = setup(() => Promise.resolve('rows'));
  await waitFor(() => expect(result.current.query.data).toBe('rows'));
  act(() => result.current.refresh());
  await waitFor(() => expect(success).toHaveBeenCalledWith('Schedule refreshed successfully!'));
});

it('says nothing when the refresh fails', async () => {
  let fail = false;
  const { result } = setup(() =>
    fail ? Promise.reject(new Error('401')) : Promise.resolve('rows'),
  );
  await waitFor(() => expect(result.current.query.data).toBe('rows'));
  fail = true;
  act(() => result.current.refresh());
  await waitFor(() => expect(result.current.failure).not.toBeNull());
  expect(success).not.toHaveBeenCalled();
});

it('says nothing when the session ends during the refresh and the cache is emptied', async () => {
  let signedOut = false;
  let client: ReturnType<typeof setup>['client'] | null = null;
  const view = setup(async () => {
    if (!signedOut) return 'rows';
    // A refused token refresh: the session ends (the cache is emptied), then the read fails.
    client?.clear();
    throw new Error('401');
  });
  client = view.client;
  await waitFor(() => expect(view.result.current.query.data).toBe('rows'));
  signedOut = true;
  await act(async () => {
    view.result.current.refresh();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(success).not.toHaveBeenCalled();
});
