import { ROUTES } from '@member-area/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import type { AdminNavEntry } from '../../feature';
import { LiveChannelProvider } from '../../features/live';
import { SkipLink, skipTarget, skipTargetSx } from '../../ui/SkipLink';
import { WEB_FEATURES } from '../features';
import { LIVE_HANDLERS } from '../live-handlers';
import { ColorModeToggle } from '../shell/ColorModeToggle';
import { Footer } from '../shell/Footer';

// The bar's entries, as each feature declares them (`adminNav` in its feature.ts), in place order.
const ADMIN_NAV = WEB_FEATURES.flatMap((feature) => feature.adminNav ?? []).sort((a, b) => a.place - b.place);

/** The back office's own frame: an app bar, its navigation (a drawer below a laptop's width), and a way back to the member area. */
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
  // Below a laptop's width the entries do not fit one row: they move into a drawer behind a menu
  // button, so the bar stays one line (it wrapped into four on a phone and stayed pinned).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const isActive = (item: AdminNavEntry) =>
    matchPath({ path: item.to, end: item.to === ROUTES.admin }, pathname) !== null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          {wide ? null : (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              aria-expanded={menuOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setMenuOpen(true)}
            >
              <TodoBadge>
                <MenuIcon />
              </TodoBadge>
            </IconButton>
          )}
          <Typography component="div" sx={{ fontWeight: 700, fontSize: '1.1rem', mr: 1, whiteSpace: 'nowrap' }}>
            Back office
          </Typography>
          {wide ? (
            <Box
              component="nav"
              aria-label="Back office"
              // One row: past its width it scrolls rather than wraps. Room above for a badge.
              sx={{ display: 'flex', flex: 1, minWidth: 0, overflowX: 'auto', pt: 1, pb: 0.5 }}
            >
              {ADMIN_NAV.map((item) => (
                <AdminNavButton key={item.to} item={item} active={isActive(item)} />
              ))}
            </Box>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', flexShrink: 0 }}>
            <MemberAreaLink />
            <ColorModeToggle />
          </Box>
        </Toolbar>
      </AppBar>
      {wide ? null : (
        <Drawer id={DRAWER_ID} open={menuOpen} onClose={() => setMenuOpen(false)}>
          <Typography component="div" sx={{ fontWeight: 700, fontSize: '1.1rem', px: 2, py: 2 }}>
            Back office
          </Typography>
          <Divider />
          <Box component="nav" aria-label="Back office" sx={{ width: 260, overflowY: 'auto' }}>
            <List>
              {ADMIN_NAV.map((item) => (
                <AdminNavListItem
                  key={item.to}
                  item={item}
                  active={isActive(item)}
                  onNavigate={() => setMenuOpen(false)}
                />
              ))}
            </List>
          </Box>
        </Drawer>
      )}
      <Container
        component="main"
        {...skipTarget}
        maxWidth="xl"
        sx={{ ...skipTargetSx, flex: 1, py: { xs: 2, sm: 3 }, px: { xs: 2, sm: 3 } }}
      >
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}

const DRAWER_ID = 'back-office-navigation';

/** Back to the member area: its words where the bar has room, the arrow alone (named) where not. */
function MemberAreaLink() {
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  return roomy ? (
    <Button component={Link} to={ROUTES.home} color="inherit" size="small" startIcon={<ArrowBack />}>
      Member area
    </Button>
  ) : (
    <IconButton component={Link} to={ROUTES.home} color="inherit" aria-label="Member area" title="Member area">
      <ArrowBack />
    </IconButton>
  );
}

const noBadge = () => 0;
// The to-dos' counts (not the figures'), read in the bar's fixed order on every render: the list
// is built once at start, so each count is always the same hook at the same place.
const TODO_COUNTS = ADMIN_NAV.filter((item) => item.badgeTone !== 'figure').map((item) => item.useBadge ?? noBadge);

/** On the menu button: what waits behind it (deposits, KYC, chats), so a phone does not hide it. */
function TodoBadge({ children }: { children: ReactNode }) {
  const waiting = TODO_COUNTS.reduce((sum, count) => sum + count(), 0);
  return (
    <Badge color="error" badgeContent={waiting} max={99}>
      {children}
    </Badge>
  );
}
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
      sx={{ minWidth: 0, flexShrink: 0, whiteSpace: 'nowrap', ...(count > 0 && { pr: 3 }) }}
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

/** An entry of the phone's drawer: the label, its count at the line's end, closes the drawer. */
function AdminNavListItem({
  item,
  active,
  onNavigate,
}: {
  item: AdminNavEntry;
  active: boolean;
  onNavigate: () => void;
}) {
  const count = (item.useBadge ?? noBadge)();
  return (
    <ListItemButton
      component={Link}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      // The current entry in the bar's colour, as the bar marks it.
      sx={{
        '&.Mui-selected': { color: 'primary.main' },
        '&.Mui-selected .MuiListItemText-primary': { fontWeight: 700 },
      }}
    >
      <ListItemText primary={item.label} />
      {count > 0 ? (
        <Badge
          color={item.badgeTone === 'figure' ? 'default' : 'error'}
          badgeContent={count}
          max={99}
          sx={{ mr: 1.5, '& .MuiBadge-badge': item.badgeTone === 'figure' ? FIGURE_BADGE : {} }}
        />
      ) : null}
    </ListItemButton>
  );
}
