import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { useRemoveFrame } from './frame/useFrame';
import { useScreenTitle } from './useScreenTitle';

export function RootLayout() {
  useScreenTitle();
  useRemoveFrame();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
