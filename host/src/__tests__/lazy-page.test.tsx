// The shell's pages other than /login and / come in chunks of their own: what shows
// while one loads, and when it cannot be fetched.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider, startLoad } from 'shared-ui';
import { LazyPage, SPINNER_DELAY_MS, pageChunk } from '../app/LazyPage';

function Page() {
  return <h1>The page</h1>;
}

function held() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<{ Page: typeof Page }>((resolve, reject) => {
    settle = { resolve: () => resolve({ Page }), reject };
  });
  return { promise, settle };
}

afterEach(() => {
  jest.useRealTimers();
});

it('keeps the place blank, then shows a spinner, and titles the page at once', async () => {
  jest.useFakeTimers();
  const first = held();
  const chunk = pageChunk(
    'Sign Up',
    () => first.promise,
    (module) => module.Page,
  );
  render(
    <UiProvider>
      <LazyPage chunk={chunk} />
    </UiProvider>,
  );
  expect(document.title).toBe('LinguaDesk | Sign Up');
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeEmptyDOMElement();
  act(() => {
    jest.advanceTimersByTime(SPINNER_DELAY_MS);
  });
  expect(screen.getByRole('status', { name: 'Loading...' })).toHaveTextContent('Loading...');
  await act(async () => first.settle.resolve());
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
});

it('shows a page fetched ahead at its first render, with no loading state', async () => {
  const chunk = pageChunk(
    'Login',
    async () => ({ Page }),
    (module) => module.Page,
  );
  // As start-up fetches the log-in page when it is likely first.
  await startLoad(chunk.load);
  render(
    <UiProvider>
      <LazyPage chunk={chunk} />
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
});

it('offers Retry when the chunk cannot be fetched, and fetches it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const attempts = [held(), held()];
  const importer = jest
    .fn()
    .mockReturnValueOnce(attempts[0]!.promise)
    .mockReturnValueOnce(attempts[1]!.promise);
  const chunk = pageChunk('Profile', importer, (module: { Page: typeof Page }) => module.Page);
  const user = userEvent.setup();
  render(
    <UiProvider>
      <LazyPage chunk={chunk} />
    </UiProvider>,
  );
  await act(async () => attempts[0]!.settle.reject(new Error('ChunkLoadError')));
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await act(async () => attempts[1]!.settle.resolve());
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(2);
});

it('gives a part of a page its props, and leaves the title to the page around it', async () => {
  document.title = 'LinguaDesk | Login';
  function Part({ email }: { email: string }) {
    return <p>Signed in as {email}</p>;
  }
  const chunk = pageChunk(
    undefined,
    async () => ({ Part }),
    (module) => module.Part,
  );
  render(
    <UiProvider>
      <LazyPage chunk={chunk} props={{ email: 'ops@linguadesk.test' }} />
    </UiProvider>,
  );
  expect(await screen.findByText('Signed in as ops@linguadesk.test')).toBeInTheDocument();
  expect(document.title).toBe('LinguaDesk | Login');
});
