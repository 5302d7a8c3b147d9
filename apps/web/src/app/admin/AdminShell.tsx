import { ROUTES } from '@member-area/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import type { AdminNavEntry } from '../../feature';
import { LiveChannelProvider } from '../../features/live';
import { WEB_FEATURES } from '../features';
import { LIVE_HANDLERS } from '../live-handlers';
import { ColorModeToggle } from '../shell/ColorModeToggle';
import { Footer } from '../shell/Footer';

// The bar's entries, as each feature declares them (`adminNav` in its feature.ts), in place order.
const ADMIN_NAV = WEB_FEATURES.flatMap((feature) => feature.adminNav ?? []).sort((a, b) => a.place - b.place);

/** The back office's own frame: an app bar, its navigation, and a way back to the member area. */
export function AdminShell() {
  // The back office's own live channel: the support inbox (and settings) arrive as they change.
  return (
    <LiveChannelProvider enabled handlers={LIVE_HANDLERS}>
      <AdminFrame />
    </LiveChannelProvider>
  );
}

function AdminFrame() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Typography component="div" sx={{ fontWeight: 700, fontSize: '1.1rem', mr: 2 }}>
            Back office
          </Typography>
          <Box
            component="nav"
            aria-label="Back office"
            // Room above for a badge when the bar wraps to a row at the very top.
            sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', flexGrow: 1, order: { xs: 3, sm: 0 }, pt: 1 }}
          >
            {ADMIN_NAV.map((item) => (
              <AdminNavButton
                key={item.to}
                item={item}
                active={matchPath({ path: item.to, end: item.to === ROUTES.admin }, pathname) !== null}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
            <Button component={Link} to={ROUTES.home} color="inherit" size="small" startIcon={<ArrowBack />}>
              Member area
            </Button>
            <ColorModeToggle />
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: { xs: 2, sm: 3 }, px: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}

const noBadge = () => 0;
// A count that is only a figure: outlined in the text's grey, never the to-dos' red.
const FIGURE_BADGE = { border: 1, borderColor: 'text.secondary', color: 'text.secondary' } as const;

function AdminNavButton({ item, active }: { item: AdminNavEntry; active: boolean }) {
  const count = (item.useBadge ?? noBadge)();
  return (
    <Button
      component={Link}
      to={item.to}
      aria-current={active ? 'page' : undefined}
      color={active ? 'primary' : 'inherit'}
      variant={active ? 'outlined' : 'text'}
      size="small"
      // As wide as the label (a button's 64 px minimum left gaps around 'KYC' and 'Jobs'), and
      // room inside for the badge past the label's end, so it never covers the next entry's label.
      sx={{ minWidth: 0, ...(count > 0 && { pr: 3 }) }}
    >
      {count > 0 ? (
        <Badge
          color={item.badgeTone === 'figure' ? 'default' : 'error'}
          badgeContent={count}
          max={99}
          sx={{ '& .MuiBadge-badge': { right: -10, ...(item.badgeTone === 'figure' && FIGURE_BADGE) } }}
        >
          {item.label}
        </Badge>
      ) : (
        item.label
      )}
    </Button>
  );
}
