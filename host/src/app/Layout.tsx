import { Outlet } from 'react-router-dom';
import { Box } from 'shared-ui';
import { Header } from '../components/header/Header';
import { useRemoteShell, useRemotesRefresh } from '../features/remotes/remote-routes';

export function Layout() {
  useRemotesRefresh();
  // This tab's previews come with the remotes' chunk (a preview is there from the start).
  const { shell } = useRemoteShell();
  const PreviewBanner = shell?.PreviewBanner;
  return (
    <Box minH="100vh" bg="bg.subtle">
      {PreviewBanner ? <PreviewBanner /> : null}
      <Header />
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
