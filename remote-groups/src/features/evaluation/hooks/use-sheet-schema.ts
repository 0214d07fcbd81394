// The evaluation sheet's schema module (sheet-schema.ts, with zod), fetched once: when the focus
// first enters the sheet's form (before anything is typed), or by the form's first check. The rows
// read it to total typed scores, and draw again when it arrives.
import { useSyncExternalStore } from 'react';
import { loadOnce } from 'shared-ui/forms';

type SheetSchema = typeof import('../sheet-schema');

let loaded: SheetSchema | null = null;
const listeners = new Set<() => void>();

/** The schema module; a failed fetch is tried again on the next call. */
export const loadSheetSchema = loadOnce(() =>
  import('../sheet-schema').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  }),
);

/** Starts the fetch now (the focus entered the form); a failure is left to the first check. */
export function preloadSheetSchema(): void {
  loadSheetSchema().catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The schema module once it has arrived, else null. */
export function useSheetSchema(): SheetSchema | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
