// The shell's own pages and parts of pages are chunks fetched when first shown (the log-in page's
// at start-up, when it is likely first): blank, then a spinner, so a quick load flashes nothing;
// Retry on failure loads it again. Not React.lazy, whose Suspense would hold a page that comes in
// right after the loading state until that state had shown for 300 ms (shared-ui's Loaded).
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { catalogsReady } from 'shared-i18n';
import { AlertPanel, Box, Loaded, Spinner, Text, VStack, usePageTitle } from 'shared-ui';
import { useRemoteShell } from '../features/remotes/remote-routes';
import { HEADER_TEXT, PAGE_TEXT } from './i18n';

type PageModule<P> = { default: ComponentType<P> };

/** A page's chunk, fetched once (and again after a failure), with its page's title. */
export interface PageChunk<P extends object = object> {
  /**
   * None when the chunk is not a page of its own (the page around it, or the one it shows, sets
   * it); a function reads it in the language active when the page shows.
   */
  title?: string | (() => string);
  /** The same function for every visit: a load settled once serves the later ones (Loaded). */
  load: () => Promise<PageModule<P>>;
}

/** Names the chunk's loader once, so that every visit of the route shares its lazy component. */
export function pageChunk<M, P extends object = object>(
  title: string | (() => string) | undefined,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PageChunk<P> {
  // A chunk's catalogues (registered as its code runs) in the active language, before it shows.
  return {
    title,
    load: () =>
      importer().then(async (module) => {
        await catalogsReady();
        return { default: pick(module) };
      }),
  };
}

/** How long the page's place stays blank before the spinner shows (a fast chunk shows none). */
export const SPINNER_DELAY_MS = 400;

export function PageLoading() {
  const [spinner, setSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpinner(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box minH="60vh" role="status" aria-live="polite" aria-label={HEADER_TEXT.loading}>
      {spinner ? (
        <VStack gap="3" pt="24">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
          <Text color="fg.muted">{HEADER_TEXT.loading}</Text>
        </VStack>
      ) : null}
    </Box>
  );
}

export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <AlertPanel
      title={PAGE_TEXT.unavailableTitle}
      action={{ label: PAGE_TEXT.retry, onClick: onRetry }}
    >
      <Text color="fg.muted">{PAGE_TEXT.unavailableMessage}</Text>
    </AlertPanel>
  );
}

class ChunkBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Could not load the page', error);
  }

  override render() {
    return this.state.failed ? (
      <PageUnavailable onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A number per chunk, for the boundary's key: another page in the same place (a move from /login
 * to /auth/forgot-password) gets a boundary of its own, which shows its own loading state, rather
 * than React keeping the previous page on screen until the next one has come.
 */
const chunkIds = new WeakMap<object, number>();
let chunksSeen = 0;
function chunkId(chunk: object): number {
  let id = chunkIds.get(chunk);
  if (id === undefined) chunkIds.set(chunk, (id = ++chunksSeen));
  return id;
}

/** Tells the shell that a page's content has shown (remote-routes.tsx fetches what comes next). */
function Shown() {
  const { pageShown } = useRemoteShell();
  useEffect(() => pageShown(), [pageShown]);
  return null;
}

function PageTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

/** The chunk's page, given `props` (a page of its own has none). */
export function LazyPage<P extends object = object>({
  chunk,
  props,
}: {
  chunk: PageChunk<P>;
  props?: P;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      {/* The page's title, declared here only, from the first frame. */}
      {chunk.title ? (
        <PageTitle name={typeof chunk.title === 'function' ? chunk.title() : chunk.title} />
      ) : null}
      <ChunkBoundary key={`${chunkId(chunk)}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
        <Loaded load={chunk.load} loading={<PageLoading />}>
          {({ default: Page }) => (
            <>
              <Page {...(props as P)} />
              <Shown />
            </>
          )}
        </Loaded>
      </ChunkBoundary>
    </>
  );
}
