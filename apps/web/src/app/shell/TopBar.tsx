import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { BalanceBadge } from './BalanceBadge';
import { BrandLogo } from './BrandLogo';
import { ColorModeToggle } from './ColorModeToggle';
import { TOP_BAR_HEIGHT } from './layout';
import { UserMenu } from './UserMenu';

interface Props {
  isDesktop: boolean;
  drawerOpen: boolean;
  onMenuClick: () => void;
}

export function TopBar({ isDesktop, drawerOpen, onMenuClick }: Props) {
  const menuLabel = isDesktop ? (drawerOpen ? 'Collapse navigation' : 'Expand navigation') : 'Open navigation';
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: { md: theme.zIndex.drawer + 1 } })}>
      <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT }, gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={menuLabel}
          aria-expanded={drawerOpen}
          onClick={onMenuClick}
          sx={{ ml: { xs: 0, sm: -0.5 } }}
        >
          {isDesktop && drawerOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <BrandLogo hideNameOnPhone />
        <Box sx={{ flexGrow: 1 }} />
        <BalanceBadge />
        <ColorModeToggle />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
