import { ROUTES, TEXT } from '@member-area/shared';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContactMenuItem } from '../../features/chat';
import { LogoutDialog } from './LogoutDialog';

export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Gone at once on close, so the logout dialog never opens over a fading menu.
        transitionDuration={{ enter: 200, exit: 0 }}
      >
        <MenuItem component={Link} to={ROUTES.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {TEXT.menuAccount}
        </MenuItem>
        <MenuItem component={Link} to={ROUTES.changePassword} onClick={close}>
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          {TEXT.menuChangePassword}
        </MenuItem>
        <ContactMenuItem onClick={close} />
        <MenuItem
          onClick={() => {
            close();
            setLogoutOpen(true);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {TEXT.menuLogout}
        </MenuItem>
      </Menu>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}
