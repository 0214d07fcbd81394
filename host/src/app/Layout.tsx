import { Outlet } from 'react-router-dom';
import { Box } from 'shared-ui';
import { Header } from '../components/header/Header';

export function Layout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Header />
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
