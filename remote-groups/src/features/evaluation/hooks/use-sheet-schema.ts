// The evaluation sheet's schema module (sheet-schema.ts, with zod), fetched once: by the form's
// resolver on its first validation, or when the browser is idle after the sheet has shown. The
// rows read it to total typed scores, and draw again when it arrives.
import { useEffect, useSyncExternalStore } from 'react';
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

/** Fetches the schema when the browser is next idle after the sheet has shown. */
export function usePreloadSheetSchemaWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => sheetResolver.preload());
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => sheetResolver.preload(), 0);
    return () => window.clearTimeout(id);
  }, []);
}
