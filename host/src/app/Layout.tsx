import { useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Link, VisuallyHidden } from 'shared-ui';
import { Header } from '../components/header/Header';
import { useRemoteShell, useRemotesRefresh } from '../features/remotes/remote-routes';
import { usePageFocus } from './page-focus';
import { HEADER_TEXT } from './i18n';

const MAIN_ID = 'main-content';

export function Layout() {
  useRemotesRefresh();
  // This tab's previews come with the remotes' chunk (a preview is there from the start).
  const { shell } = useRemoteShell();
  const PreviewBanner = shell?.PreviewBanner;
  const main = useRef<HTMLElement>(null);
  const announcement = usePageFocus(main);
  // The link moves focus itself: a #hash in the address would be taken for a route change.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Link
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        position="absolute"
        insetStart="2"
        top="-40"
        zIndex="skipNav"
        bg="bg"
        color="fg"
        px="4"
        py="2"
        borderRadius="l2"
        borderWidth="1px"
        shadow="md"
        _focusVisible={{ top: '2' }}
      >
        {HEADER_TEXT.skipToContent}
      </Link>
      {PreviewBanner ? <PreviewBanner /> : null}
      <Header />
      <Box as="main" id={MAIN_ID} ref={main} tabIndex={-1} outline="none">
        <Outlet />
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      </Box>
    </Box>
  );
}
