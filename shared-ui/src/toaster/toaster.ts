// The suite's one toast store (shared-ui is a federation singleton, so host and remotes share it)
// and the notify API screens call. Settings are spec section 2 "Notifications".
//
// The toaster's view is fetched on the first toast (Toaster.tsx), and with it the store itself
// (Chakra's createToaster, zag's toast store: toast-store.ts), so a page that shows no toast
// downloads neither. Until the view has mounted, toasts wait here, in the order asked for, with
// the id notify returned; the view puts them into the store when it mounts (attachToastView), so
// none is lost and each shows for its whole duration. `toaster` stands for the store from the
// start: before it is there it has no toast shown, its attrs are the settings the store will be
// made with, and its dismiss and remove reach the waiting toasts (as they do once it is there).
import type { CreateToasterProps, CreateToasterReturn } from '@chakra-ui/react';
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
export const TOAST_OFFSETS = { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' };

/** What the store is made with (toast-store.ts); `max` follows setToastQueueLimit. */
export const TOASTER_SETTINGS = {
  placement: 'top-end',
  offsets: TOAST_OFFSETS,
  duration: CONSTANTS.TOAST_DURATION_MS,
  gap: CONSTANTS.TOAST_GAP_PX,
  hotkey: hotkeyToKeys(CONSTANTS.TOAST_HOTKEY),
  pauseOnPageIdle: true,
  max: DEFAULT_TOAST_QUEUE_LIMIT,
} satisfies CreateToasterProps;

/** The store, once its chunk has arrived (toast-store.ts). */
let store: CreateToasterReturn | null = null;

/** The store's chunk has arrived: from now on `toaster` is the store. */
export function provideToastStore(made: CreateToasterReturn): void {
  store = made;
}

/** The store's answers while it is not there: no toast is shown, and there is nothing to pause. */
const storeToBe = {
  attrs: TOASTER_SETTINGS,
  getVisibleToasts: () => [],
  getCount: () => 0,
  isVisible: () => false,
  isDismissed: () => false,
  pause: () => {},
  resume: () => {},
  subscribe: () => () => {},
} as unknown as CreateToasterReturn;

type ToastData = Parameters<CreateToasterReturn['create']>[0] & { id: string };

/** Toasts asked for while no view is mounted, oldest first. */
let waiting: ToastData[] = [];
/** Views mounted now (one per provider on the page; the first one takes the waiting toasts). */
let views = 0;
const wantedListeners = new Set<() => void>();
let waitingIds = 0;

function forget(id?: string): void {
  waiting = id === undefined ? [] : waiting.filter((toast) => toast.id !== id);
}

/**
 * The suite's toast store. Its dismiss and remove reach the waiting toasts too; its create, before
 * the store is there, waits like notify's toasts.
 */
export const toaster = new Proxy(storeToBe, {
  get(_target, key) {
    if (key === 'dismiss' || key === 'remove') {
      return (id?: string) => {
        forget(id);
        return store?.[key](id);
      };
    }
    if (key === 'create' && !store) return createToast;
    const target = store ?? storeToBe;
    const value: unknown = Reflect.get(target, key);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});

/** Whether toasts wait for a view to show them. */
export function toastsWaiting(): boolean {
  return waiting.length > 0;
}

/** Called whenever a toast is asked for while no view is mounted; returns the unsubscribe. */
export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

/** A view has mounted: the waiting toasts go into the store, oldest first. Returns the detach. */
export function attachToastView(): () => void {
  views += 1;
  const queued = waiting;
  waiting = [];
  for (const toast of queued) store?.create(toast);
  return () => {
    views -= 1;
  };
}

function createToast(toast: Omit<ToastData, 'id'>): string {
  if (views > 0 && store) return store.create(toast);
  const id = `toast:waiting-${++waitingIds}`;
  waiting.push({ ...toast, id });
  for (const listener of [...wantedListeners]) listener();
  return id;
}

function isShown(id: string): boolean {
  return Boolean(store?.isVisible(id)) || waiting.some((toast) => toast.id === id);
}

/** The store reads its limit on every new toast, so a change applies to the next one. */
export function setToastQueueLimit(limit: number): void {
  TOASTER_SETTINGS.max = Math.max(1, Math.floor(limit));
  if (store) store.attrs.max = TOASTER_SETTINGS.max;
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

function show(type: NotificationType, message: string, options: NotifyOptions = {}): string {
  const duration =
    options.duration ??
    (type === 'error' ? CONSTANTS.ERROR_TOAST_DURATION_MS : CONSTANTS.TOAST_DURATION_MS);
  const title = options.title ?? message;
  const description = options.title ? message : undefined;
  const text = JSON.stringify([type, title, description]);
  const shown = shownByText.get(text);
  if (shown && isShown(shown)) return shown;
  const id = createToast({ type, title, description, duration, closable: true });
  shownByText.set(text, id);
  return id;
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  dismiss: (id: string) => toaster.dismiss(id),
  clear: () => toaster.dismiss(),
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
