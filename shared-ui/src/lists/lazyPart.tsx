// A part of a screen whose code is a chunk of its own, fetched when it is first drawn (a dialog
// as it opens, a menu as it is first opened, a chart once the cards show) or earlier by preload
// (hover or focus of what opens it: `preloadOn`); Retry fetches it again after a failure. Loaded with
// Loaded rather than React.lazy, so a part fetched ahead draws at once.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { ErrorBoundary } from '../boundaries/ErrorBoundary';
import { LAZY_DIALOG_TEXT } from './lazyDialog';
import { Loaded, startLoad } from '../boundaries/Loaded';

export interface LazyPart<P> {
  /** Starts the fetch now; a failure is left to the first draw. */
  preload: () => void;
  /** Fetches the component: once, and again after a failure (Loaded, startLoad). */
  load: () => Promise<ComponentType<P>>;
}

/** What fetches a chunk ahead of its first draw: a `lazyPart` or a `lazyDialog`. */
interface Preloadable {
  preload: () => void;
}

/**
 * The props that start the fetch of `lazy`'s chunk on hover or focus of what opens it (a button, a
 * menu's trigger): `<Button {...preloadOn(EditDialog)} onClick={open}>`.
 */
export function preloadOn(lazy: Preloadable): { onPointerEnter: () => void; onFocus: () => void } {
  return { onPointerEnter: lazy.preload, onFocus: lazy.preload };
}

/** `load` answers the component itself (`() => import('./X').then((m) => m.X)`). */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const part: LazyPart<P> = {
    preload: () => {
      startLoad(part.load).catch(() => undefined);
    },
    load,
  };
  return part;
}

export interface LazyPartViewProps<P> {
  part: LazyPart<P>;
  props: P;
  /** Drawn while the chunk loads. */
  loading: ReactNode;
  /** Drawn when the chunk could not be fetched; `retry` fetches it again. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * Draws a lazy part inside an error boundary of its own, so its loading or failure never replaces
 * (and resets) anything around it: what the user typed elsewhere stays.
 */
export function LazyPartView<P>({ part, props, loading, failed }: LazyPartViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => failed(() => setAttempt((n) => n + 1))}
      onError={(error) => console.error('Could not load a part of the screen', error)}
    >
      <Loaded load={part.load} loading={loading}>
        {(Part) => {
          const Drawn = Part as ComponentType<P & object>;
          return <Drawn {...(props as P & object)} />;
        }}
      </Loaded>
    </ErrorBoundary>
  );
}

/** What a part whose chunk could not be fetched shows in its place: why, and Retry. */
export function PartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack role="alert" gap="3" align="flex-start">
      <Text color="fg.error">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {LAZY_DIALOG_TEXT.retry}
      </Button>
    </Stack>
  );
}
