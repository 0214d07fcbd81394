import { Outlet } from 'react-router-dom';
import { Box } from 'shared-ui';
import { Header } from '../components/header/Header';
import { PreviewBanner } from '../features/remote-versions/PreviewBanner';
import { useRemotesRefresh } from '../features/remotes/RemoteRoute';

export function Layout() {
  useRemotesRefresh();
  return (
    <Box minH="100vh" bg="bg.subtle">
      <PreviewBanner />
      <Header />
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
