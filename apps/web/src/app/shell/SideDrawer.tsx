import { DRAWER_WIDTH } from '@member-area/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useSessionUser } from '../../features/auth';
import { RAIL_WIDTH, TOP_BAR_HEIGHT } from './layout';
import { NavList } from './NavList';
import { visibleNavItems } from './nav-items';
import { SidebarHeader } from './SidebarHeader';

interface Props {
  isDesktop: boolean;
  /** Desktop: expanded (240px) or the icon rail. */
  desktopOpen: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  onDesktopExpand: () => void;
}

export function SideDrawer({ isDesktop, desktopOpen, mobileOpen, onMobileClose, onDesktopExpand }: Props) {
  const user = useSessionUser();
  const items = visibleNavItems(user?.role);
  const compact = isDesktop && !desktopOpen;

  const content = (
    <>
      {isDesktop ? <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT + 1 } }} /> : null}
      <SidebarHeader compact={compact} />
      <Divider />
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: 'auto', overflowX: 'hidden' }}>
        <NavList
          items={items}
          compact={compact}
          onNavigate={isDesktop ? () => {} : onMobileClose}
          onExpandRequest={onDesktopExpand}
        />
      </Box>
    </>
  );

  if (!isDesktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }

  const width = desktopOpen ? DRAWER_WIDTH : RAIL_WIDTH;
  return (
    <Drawer
      variant="permanent"
      open
      slotProps={{
        paper: {
          sx: (theme) => ({
            width,
            overflowX: 'hidden',
            transition: theme.transitions.create('width', {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.enteringScreen,
            }),
          }),
        },
      }}
    >
      {content}
    </Drawer>
  );
}
