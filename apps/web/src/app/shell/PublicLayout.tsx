import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { BrandLogo } from './BrandLogo';
import { ColorModeToggle } from './ColorModeToggle';
import { Footer } from './Footer';

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
      {/* Boxes styled as MUI's Container and outlined Paper: the first page loads neither. */}
      <Box
        component="main"
        sx={(theme) => ({
          flex: 1,
          width: '100%',
          mx: 'auto',
          maxWidth: theme.breakpoints.values[wide ? 'lg' : 'sm'],
          px: { xs: 2, sm: 3 },
          py: { xs: 2, sm: 5 },
        })}
      >
        <Box
          sx={{
            p: { xs: 2.5, sm: 4 },
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Outlet />
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
