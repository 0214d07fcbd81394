// The evaluation sheet's schema module (sheet-schema.ts, with zod), fetched once: when the focus
// first enters the sheet's form (before anything is typed), or by the form's resolver on its first
// validation. The rows read it to total typed scores, and draw again when it arrives.
import { useSyncExternalStore } from 'react';
import { lazyResolver, loadOnce } from 'shared-ui/forms';

type SheetSchema = typeof import('../sheet-schema');

let loaded: SheetSchema | null = null;
const listeners = new Set<() => void>();

const loadSheetSchema = loadOnce(() =>
  import('../sheet-schema').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  }),
);

export const sheetResolver = lazyResolver(() =>
  loadSheetSchema().then((module) => module.sheetResolver),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The schema module once it has arrived, else null. */
export function useSheetSchema(): SheetSchema | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
