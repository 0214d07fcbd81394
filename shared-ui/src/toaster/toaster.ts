// The suite's one toast store, Chakra's (shared-ui is a federation singleton, so host and remotes
// share it), and the notify API screens call. Settings are spec section 2 "Notifications".
import { createToaster, type CreateToasterProps } from '@chakra-ui/react';
import { CONSTANTS } from 'shared-domain';

/** How many toasts show at once before new ones wait in the queue; see setToastQueueLimit. */
export const DEFAULT_TOAST_QUEUE_LIMIT = 5;

/** 'Alt+T' -> the key names zag's toast group matches against a keydown event. */
export function hotkeyToKeys(hotkey: string): string[] {
  return hotkey.split('+').map((part) => {
    const key = part.trim();
    const modifier = key.toLowerCase();
    if (['alt', 'ctrl', 'shift', 'meta'].includes(modifier)) return `${modifier}Key`;
    return key.length === 1 ? `Key${key.toUpperCase()}` : key;
  });
}

/**
 * Toasts start below the sticky header (3.5rem high) so that they never cover its Logout button
 * or menu; 1rem from the screen's other edges.
 */
const TOAST_OFFSETS = { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' };

const TOASTER_SETTINGS = {
  placement: 'top-end',
  offsets: TOAST_OFFSETS,
  duration: CONSTANTS.TOAST_DURATION_MS,
  gap: CONSTANTS.TOAST_GAP_PX,
  hotkey: hotkeyToKeys(CONSTANTS.TOAST_HOTKEY),
  pauseOnPageIdle: true,
  max: DEFAULT_TOAST_QUEUE_LIMIT,
} satisfies CreateToasterProps;

export const toaster = createToaster(TOASTER_SETTINGS);

/**
 * Puts the toasts at the end of the header's line in the page's direction: top-right, top-left in
 * Arabic. Zag's toast group (1.43) turns a placement's `end` into a physical side by the direction
 * and then pins it with a logical inset, which flips it back in RTL: so RTL's end is asked for as
 * `top-start` there.
 */
export function placeToasts(dir: 'ltr' | 'rtl'): void {
  toaster.attrs.placement = dir === 'rtl' ? 'top-start' : TOASTER_SETTINGS.placement;
}

/** The toast hotkey as zag's toast group words it in its region's name ('alt+T'). */
export function hotkeyLabel(): string {
  return toaster.attrs.hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '');
}

/** The store reads its limit on every new toast, so a change applies to the next one. */
export function setToastQueueLimit(limit: number): void {
  toaster.attrs.max = Math.max(1, Math.floor(limit));
}

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  /** Shown in bold above the message; without it the message is the title. */
  title?: string;
  /** Milliseconds; defaults to 5 s, 7 s for errors. */
  duration?: number;
}

/** The toast shown for each text, so that the same text again does not stack a second one. */
const shownByText = new Map<string, string>();

type ToastData = Parameters<typeof toaster.create>[0] & { id: string };

// Toasts past the limit wait here rather than in zag's own queue, which cannot drop one dismissed
// while it waits; each leaves when a shown toast is removed.
const waiting: ToastData[] = [];
let nextId = 0;

function showWaiting(): void {
  while (waiting.length > 0 && toaster.getCount() < toaster.attrs.max) {
    toaster.create(waiting.shift()!);
  }
}

// The store tells its subscribers of a removal before it forgets the toast, hence the microtask.
toaster.subscribe((data) => {
  if ('dismiss' in data && data.dismiss) queueMicrotask(showWaiting);
});

function show(type: NotificationType, message: string, options: NotifyOptions = {}): string {
  const duration =
    options.duration ??
    (type === 'error' ? CONSTANTS.ERROR_TOAST_DURATION_MS : CONSTANTS.TOAST_DURATION_MS);
  const title = options.title ?? message;
  const description = options.title ? message : undefined;
  const text = JSON.stringify([type, title, description]);
  const shown = shownByText.get(text);
  if (shown && (toaster.isVisible(shown) || waiting.some((toast) => toast.id === shown))) {
    return shown;
  }
  const toast: ToastData = {
    id: `notify:${(nextId += 1)}`,
    type,
    title,
    description,
    duration,
    closable: true,
  };
  if (waiting.length > 0 || toaster.getCount() >= toaster.attrs.max) waiting.push(toast);
  else toaster.create(toast);
  shownByText.set(text, toast.id);
  return toast.id;
}

function dismiss(id?: string): void {
  if (id === undefined) waiting.length = 0;
  else {
    const index = waiting.findIndex((toast) => toast.id === id);
    if (index >= 0) {
      waiting.splice(index, 1);
      return;
    }
  }
  toaster.dismiss(id);
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  dismiss: (id: string) => dismiss(id),
  clear: () => dismiss(),
};

/** What a failed change shows: the catalogue's message, and its second line when there is one. */
export interface ShownFailure {
  message: string;
  detail?: string;
}

/**
 * A failed create, update or delete as one error toast (spec section 8): the catalogue's message
 * as the title with the server's second line (e.g. 'Validation errors: ...') under it, or the
 * message alone.
 */
export function notifyFailure({ message, detail }: ShownFailure): string {
  return detail ? show('error', detail, { title: message }) : show('error', message);
}
