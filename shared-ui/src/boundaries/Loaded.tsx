// A module loaded for a component without React.lazy: React holds content that comes in just after
// a Suspense fallback has shown until that fallback has shown for 300 ms, and React.lazy suspends
// at least once even for a module already fetched.
import { Suspense, useEffect, useMemo, useReducer, type ReactNode } from 'react';

/** One load: what it gave once settled, and a promise of that moment. */
interface Load<M> {
  module?: M;
  failed?: { error: unknown };
  settled: Promise<void>;
}

const loads = new WeakMap<object, Load<unknown>>();

/**
 * The loader's load, started once per loader (and again after a failure). A loader may answer with
 * a thenable that calls back at once (a module the page already has): it is known in the first
 * render then.
 */
function loadOf<M>(load: () => PromiseLike<M>): Load<M> {
  let current = loads.get(load) as Load<M> | undefined;
  if (!current) {
    const started: Load<M> = { settled: Promise.resolve() };
    started.settled = new Promise<void>((settle) => {
      load().then(
        (module) => {
          started.module = module;
          settle();
        },
        (error: unknown) => {
          started.failed = { error };
          loads.delete(load);
          settle();
        },
      );
    });
    loads.set(load, (current = started));
  }
  return current;
}

/** Starts `load`'s load ahead of the component that will ask for it; resolves once it settled. */
export function startLoad(load: () => PromiseLike<unknown>): Promise<void> {
  return loadOf(load).settled;
}

/**
 * `load`'s module once it has come (undefined until then), or its failure; the component renders
 * again when the load settles. The same loader shares one load; after a failure, the next
 * component that asks (a Retry's remount) loads again.
 */
function useLoad<M>(load: () => PromiseLike<M>): Pick<Load<M>, 'module' | 'failed'> {
  const current = useMemo(() => loadOf(load), [load]);
  const [, settled] = useReducer((n: number) => n + 1, 0);
  // Rendered while loading: render again once settled (perhaps already, since this render).
  const loading = !current.module && !current.failed;
  useEffect(() => {
    if (!loading) return undefined;
    let mounted = true;
    void current.settled.then(() => {
      if (mounted) settled();
    });
    return () => {
      mounted = false;
    };
  }, [current, loading]);
  return { module: current.module, failed: current.failed };
}

export interface LoadedProps<M> {
  /** The same function on every render while the same module is meant (a new one loads again). */
  load: () => PromiseLike<M>;
  /** Shown while it loads, and while what it draws suspends. */
  loading: ReactNode;
  /** What to draw with the module. */
  children: (module: M) => ReactNode;
}

/**
 * Draws `children` with `load`'s module once it has come, `loading` until then. A failed load is
 * thrown to the error boundary around it, as a crash of what it draws would be: that boundary's
 * Retry remounts this, which loads again.
 */
export function Loaded<M>({ load, loading, children }: LoadedProps<M>) {
  const { module, failed } = useLoad(load);
  if (failed) throw failed.error;
  if (!module) return <>{loading}</>;
  return <Suspense fallback={loading}>{children(module)}</Suspense>;
}
