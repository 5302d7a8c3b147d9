import { INVESTMENT_ROUTES, ROUTES } from '@member-area/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { useSupportUnread } from '../../features/chat';
import { LiveChannelProvider } from '../../features/live';
import { LIVE_HANDLERS } from '../live-handlers';
import { ColorModeToggle } from '../shell/ColorModeToggle';
import { Footer } from '../shell/Footer';

const ADMIN_NAV = [
  { label: 'Members', to: ROUTES.adminMembers },
  { label: 'Deposits', to: ROUTES.adminDeposits },
  { label: 'Withdrawals', to: ROUTES.adminWithdrawals },
  { label: 'Ledger', to: ROUTES.adminLedger },
  { label: 'Packages', to: INVESTMENT_ROUTES.adminPackages },
  { label: 'Investments', to: INVESTMENT_ROUTES.adminInvestments },
  { label: 'KYC', to: ROUTES.adminKyc },
  { label: 'Support', to: ROUTES.adminSupport },
  { label: 'Settings', to: ROUTES.adminSettings },
  { label: 'Audit log', to: ROUTES.adminAudit },
  { label: 'Jobs', to: ROUTES.adminJobs },
] as const;

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
  const supportUnread = useSupportUnread();
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
            sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', flexGrow: 1, order: { xs: 3, sm: 0 } }}
          >
            {ADMIN_NAV.map((item) => {
              const active = matchPath({ path: item.to, end: false }, pathname) !== null;
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  color={active ? 'primary' : 'inherit'}
                  variant={active ? 'outlined' : 'text'}
                  size="small"
                >
                  {item.to === ROUTES.adminSupport && supportUnread > 0 ? (
                    <Badge
                      color="error"
                      badgeContent={supportUnread}
                      max={99}
                      sx={{ '& .MuiBadge-badge': { right: -10 } }}
                    >
                      {item.label}
                    </Badge>
                  ) : (
                    item.label
                  )}
                </Button>
              );
            })}
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
