// The suite's one toast store (shared-ui is a federation singleton, so host and remotes share it)
// and the notify API screens call. Settings are spec section 2 "Notifications".
//
// The toaster's view is fetched on the first toast (Toaster.tsx). Until it has mounted, toasts
// wait here, in the order asked for, with the id notify returned; the view puts them into the
// store when it mounts (attachToastView), so none is lost and each shows for its whole duration.
// The store's dismiss and remove reach the waiting toasts too.
import { createToaster, type CreateToasterReturn } from '@chakra-ui/react';
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

export const toaster = createToaster({
  placement: 'top-end',
  offsets: TOAST_OFFSETS,
  duration: CONSTANTS.TOAST_DURATION_MS,
  gap: CONSTANTS.TOAST_GAP_PX,
  hotkey: hotkeyToKeys(CONSTANTS.TOAST_HOTKEY),
  pauseOnPageIdle: true,
  max: DEFAULT_TOAST_QUEUE_LIMIT,
});

type ToastData = Parameters<CreateToasterReturn['create']>[0] & { id: string };

/** Toasts asked for while no view is mounted, oldest first. */
let waiting: ToastData[] = [];
/** Views mounted now (one per provider on the page; the first one takes the waiting toasts). */
let views = 0;
const wantedListeners = new Set<() => void>();
let waitingIds = 0;

const storeDismiss = toaster.dismiss;
const storeRemove = toaster.remove;
toaster.dismiss = (id?: string) => {
  waiting = id === undefined ? [] : waiting.filter((toast) => toast.id !== id);
  return storeDismiss(id);
};
toaster.remove = (id?: string) => {
  waiting = id === undefined ? [] : waiting.filter((toast) => toast.id !== id);
  return storeRemove(id);
};

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
  for (const toast of queued) toaster.create(toast);
  return () => {
    views -= 1;
  };
}

function createToast(toast: Omit<ToastData, 'id'>): string {
  if (views > 0) return toaster.create(toast);
  const id = `toast:waiting-${++waitingIds}`;
  waiting.push({ ...toast, id });
  for (const listener of [...wantedListeners]) listener();
  return id;
}

function isShown(id: string): boolean {
  return toaster.isVisible(id) || waiting.some((toast) => toast.id === id);
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
