import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './renderUi';
import { CrashBoundary } from '../boundaries/CrashBoundary';
import { RemoteBoundary } from '../boundaries/RemoteBoundary';

function Exploding(): never {
  throw new Error('boom');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('CrashBoundary', () => {
  it('replaces a crashed tree with the crash screen, whose button refreshes the page', async () => {
    const onRefresh = jest.fn();
    await renderUi(
      <CrashBoundary onRefresh={onRefresh}>
        <Exploding />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing fails', async () => {
    await renderUi(
      <CrashBoundary>
        <p>All good</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});

describe('RemoteBoundary', () => {
  it('shows a Retry panel when the remote cannot be loaded, and Retry loads it afresh', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce({ default: ({ who }: { who: string }) => <p>Hello {who}</p> });

    await renderUi(<RemoteBoundary label="Students" load={load} props={{ who: 'staff' }} />);

    expect(
      await screen.findByRole('heading', { name: 'Students is unavailable' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Hello staff')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the loading spinner while the remote loads', async () => {
    let resolve: (module: { default: () => ReactElement }) => void = () => {};
    const load = () =>
      new Promise<{ default: () => ReactElement }>((done) => {
        resolve = done;
      });
    await renderUi(<RemoteBoundary label="Groups" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    resolve({ default: () => <p>Groups screen</p> });
    expect(await screen.findByText('Groups screen')).toBeInTheDocument();
  });

  it('keeps a crash inside the remote to that area', async () => {
    const load = jest.fn().mockResolvedValue({ default: Exploding });
    await renderUi(
      <>
        <p>Header</p>
        <RemoteBoundary label="Calls" load={load} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Header')).toBeInTheDocument();
  });
});
