import { COPYRIGHT_START_YEAR } from '@member-area/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../features/brand';

export function Footer() {
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ px: { xs: 2, sm: 3 }, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        © {COPYRIGHT_START_YEAR}–{year} {brand.data?.brandName ?? ''}
      </Typography>
    </Box>
  );
}
