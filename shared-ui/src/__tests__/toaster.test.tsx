import { act, fireEvent, screen } from '@testing-library/react';
import { CONSTANTS } from 'shared-domain';
import { renderUi } from './renderUi';
import {
  DEFAULT_TOAST_QUEUE_LIMIT,
  hotkeyToKeys,
  notify,
  setToastQueueLimit,
  toaster,
} from '../toaster/toaster';
import { swipeDismisses } from '../toaster/use-swipe-to-dismiss';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toaster.remove();
    jest.runOnlyPendingTimers();
  });
  setToastQueueLimit(DEFAULT_TOAST_QUEUE_LIMIT);
  jest.useRealTimers();
});

/** A page inside the suite's provider, which mounts the toaster. */
async function renderPage() {
  await renderUi(<p>page</p>);
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Asks for a toast and lets it show (the store updates the toaster in a microtask). */
async function show(kind: 'success' | 'error' | 'info' | 'warning', message: string) {
  await act(async () => {
    notify[kind](message);
  });
  advance(50);
}

describe('toaster settings (spec section 2, Notifications)', () => {
  it('stacks top-right with a 12 px gap, the Alt+T hotkey and a configurable queue limit', () => {
    expect(toaster.attrs.placement).toBe('top-end');
    expect(toaster.attrs.gap).toBe(12);
    expect(toaster.attrs.hotkey).toEqual(['altKey', 'KeyT']);
    expect(hotkeyToKeys(CONSTANTS.TOAST_HOTKEY)).toEqual(['altKey', 'KeyT']);
    setToastQueueLimit(2);
    expect(toaster.attrs.max).toBe(2);
  });

  it('starts below the sticky header, so no toast covers its Logout button', () => {
    // The header is 3.5rem high (host's Header, h="14").
    expect(toaster.attrs.offsets).toMatchObject({ top: '4.5rem', right: '1rem' });
  });

  it('does not stack a second toast with the same text while the first shows', async () => {
    await renderPage();
    await show('error', 'Failed to update group');
    await show('error', 'Failed to update group');
    await show('success', 'Failed to update group');
    expect(screen.getAllByText('Failed to update group')).toHaveLength(2);
    // Once it has closed, the same text shows again.
    act(() => {
      notify.clear();
    });
    advance(500);
    expect(screen.queryByText('Failed to update group')).not.toBeInTheDocument();
    await show('error', 'Failed to update group');
    expect(screen.getAllByText('Failed to update group')).toHaveLength(1);
  });

  it('closes a toast after 5 s and an error after 7 s', async () => {
    await renderPage();
    await show('success', 'Saved');
    await show('error', 'Failed');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // A closing toast stays mounted for its 200 ms exit transition.
    advance(5_000 + 250);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    advance(2_000);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('shows the title above the message when both are given', async () => {
    await renderPage();
    await act(async () => {
      notify.info('3 passed, 1 failed', { title: 'Level updated' });
    });
    advance(50);
    expect(screen.getByText('Level updated')).toBeInTheDocument();
    expect(screen.getByText('3 passed, 1 failed')).toBeInTheDocument();
  });

  it('queues toasts beyond the limit until one closes', async () => {
    await renderPage();
    setToastQueueLimit(1);
    await show('info', 'First');
    await show('info', 'Second');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('First'));
    advance(500);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('dismisses a toast on click', async () => {
    await renderPage();
    await show('info', 'Click me');
    fireEvent.click(screen.getByText('Click me'));
    advance(500);
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
  });

  it.each(['Enter', ' '])('dismisses the focused toast with %j, as a click does', async (key) => {
    await renderPage();
    await show('info', 'Press me');
    const toast = screen.getByTestId('toast');
    // Focusable and announced, from Chakra's toast.
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(toast, { key });
    advance(500);
    expect(screen.queryByText('Press me')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', async () => {
    await renderPage();
    await show('warning', 'Careful');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(10_000);
    expect(screen.getByText('Careful')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(5_500);
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over the toasts', async () => {
    await renderPage();
    await show('info', 'Hover me');
    const region = screen.getByRole('region', { name: /Notifications/ });
    fireEvent.mouseMove(region);
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    advance(5_500);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('is dragged away past 80 percent of its width, and snaps back before that', async () => {
    await renderPage();
    await show('info', 'Swipe me');
    const toast = screen.getByTestId('toast');
    jest.spyOn(toast, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);

    fireEvent.pointerDown(toast, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 200, pointerId: 1 });
    fireEvent.click(toast);
    advance(500);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 250, pointerId: 1 });
    advance(500);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications with Alt+T', async () => {
    await renderPage();
    await show('info', 'Reach me');
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
    advance(50);
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveFocus();
  });

  it('measures the drag threshold against the width, either direction', () => {
    expect(swipeDismisses(240, 300, 0.8)).toBe(true);
    expect(swipeDismisses(-240, 300, 0.8)).toBe(true);
    expect(swipeDismisses(239, 300, 0.8)).toBe(false);
    expect(swipeDismisses(100, 0, 0.8)).toBe(false);
  });
});
