// A form's resolver fetched on its first validation (or by preload when the form opens), so zod and
// the schema stay out of the screen's code. react-hook-form waits for an asynchronous resolver, so
// an early blur or submit is still checked; a failed fetch is tried again on the next validation.
import { useEffect } from 'react';

/** Runs `importer` once and keeps its answer; after a failure the next call runs it again. */
export function loadOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The resolver it stands for, plus preload. */
export type LazyResolver<R> = R & {
  /** Starts the fetch now (the form has opened); a failure is left to the first validation. */
  preload: () => void;
};

// Any resolver's shape; the one returned keeps the type of the resolver it stands for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;

/**
 * A resolver for useForm whose real resolver (e.g. `zodResolver(schema)` in a module of its own,
 * imported dynamically) is fetched once, on first use. It answers asynchronously, as
 * react-hook-form allows any resolver to.
 */
export function lazyResolver<R extends AnyFunction>(load: () => Promise<R>): LazyResolver<R> {
  const resolver = loadOnce(load);
  const lazy = async (...args: Parameters<R>) => (await resolver())(...args);
  return Object.assign(lazy as unknown as R, {
    preload: () => {
      resolver().catch(() => undefined);
    },
  });
}

/**
 * Fetches a lazy resolver as soon as its form is on screen (a page, or a dialog as it opens: pass
 * its `open` for a dialog that stays mounted while closed).
 */
export function usePreloadResolver(resolver: { preload: () => void }, shown = true): void {
  useEffect(() => {
    if (shown) resolver.preload();
  }, [resolver, shown]);
}
