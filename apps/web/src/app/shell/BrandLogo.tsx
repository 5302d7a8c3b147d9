import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../features/brand';

/** The brand mark and name; links to the public site (a plain anchor: it leaves the app). */
export function BrandLogo({ hideNameOnPhone = false }: { hideNameOnPhone?: boolean }) {
  const brand = useBrand();
  const name = brand.data?.brandName ?? '';
  return (
    <Box
      component="a"
      href={brand.data?.siteUrl ?? '/'}
      aria-label={name ? `${name} home` : 'Home'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 30, height: 30, flexShrink: 0, color: 'primary.main' }}
      >
        <rect x="1" y="1" width="30" height="30" rx="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 21l5-6 4 3 7-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="24" cy="9" r="2" fill="currentColor" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.05rem',
          letterSpacing: '0.01em',
          whiteSpace: 'nowrap',
          display: hideNameOnPhone ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
