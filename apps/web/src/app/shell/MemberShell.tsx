import { MOBILE_TOP_MARGIN } from '@member-area/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { isVerifiedMember, useSessionUser } from '../../features/auth';
import { CHAT_TOGGLE_CLEARANCE, ChatToggle } from '../../features/chat';

import { LiveChannelProvider } from '../../features/live';
import { TickerStrip } from '../../features/prices';
import { PriceAlertToasts } from '../../features/trading';
import { SkipLink, skipTarget, skipTargetSx } from '../../ui/SkipLink';
import { LIVE_HANDLERS } from '../live-handlers';
import { Footer } from './Footer';
import { ImpersonationBanner } from './ImpersonationBanner';
import { desktopContentMargin } from './layout';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';
import { usePageViews } from './usePageViews';

const DRAWER_STATE_KEY = 'drawerOpen';

function readDrawerOpen(): boolean {
  try {
    return localStorage.getItem(DRAWER_STATE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The member area's frame: top bar, side drawer, content, footer; one live channel per tab. */
export function MemberShell({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const user = useSessionUser();
  usePageViews(isVerifiedMember(user) ? user : null);
  const [desktopOpen, setDesktopOpen] = useState(readDrawerOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setDesktop = useCallback((open: boolean) => {
    setDesktopOpen(open);
    try {
      localStorage.setItem(DRAWER_STATE_KEY, String(open));
    } catch {
      // Not persisted in private mode.
    }
  }, []);

  return (
    <LiveChannelProvider enabled={isVerifiedMember(user)} handlers={LIVE_HANDLERS}>
      <SkipLink />
      <TopBar
        isDesktop={isDesktop}
        drawerOpen={isDesktop ? desktopOpen : mobileOpen}
        onMenuClick={() => (isDesktop ? setDesktop(!desktopOpen) : setMobileOpen(true))}
      />
      <SideDrawer
        isDesktop={isDesktop}
        desktopOpen={desktopOpen}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        onDesktopExpand={() => setDesktop(true)}
      />
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          pt: `${MOBILE_TOP_MARGIN}px`,
          ml: { xs: 0, md: `${desktopContentMargin(desktopOpen)}px` },
          transition: theme.transitions.create('margin', {
            easing: theme.transitions.easing.sharp,
            duration: theme.transitions.duration.enteringScreen,
          }),
          minWidth: 0,
        }}
      >
        <Box
          component="main"
          {...skipTarget}
          // The floating chat toggle sits over the bottom right: room below keeps the last control clear.
          sx={{
            ...skipTargetSx,
            flexGrow: 1,
            px: { xs: 2, sm: 3 },
            pt: { xs: 2, sm: 3 },
            pb: `${CHAT_TOGGLE_CLEARANCE}px`,
            minWidth: 0,
          }}
        >
          {user?.impersonatedBy ? <ImpersonationBanner memberId={user.uid} /> : null}
          <TickerStrip />
          {children ?? <Outlet />}
        </Box>
        <Footer />
      </Box>
      <ChatToggle />
      <PriceAlertToasts />
    </LiveChannelProvider>
  );
}
