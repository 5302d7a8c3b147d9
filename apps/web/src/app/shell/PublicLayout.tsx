import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from './BrandLogo';
import { ColorModeToggle } from './ColorModeToggle';
import { Footer } from './Footer';
import { SpinnerOverlay } from './SpinnerOverlay';

/** The frame of the pages anonymous visitors see: sign-in, registration, reset, verification. */
export function PublicLayout({ wide = false }: { wide?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          py: 1.5,
        }}
      >
        <BrandLogo />
        <ColorModeToggle />
      </Box>
      <Container component="main" maxWidth={wide ? 'lg' : 'sm'} sx={{ flex: 1, py: { xs: 2, sm: 5 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Suspense fallback={<SpinnerOverlay />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
      <Footer />
    </Box>
  );
}
