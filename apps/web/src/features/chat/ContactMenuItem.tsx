import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useSettings } from '../settings';
import { setChatOpen } from './chat-open';

/** The user menu's contact item (spec 2): shown only while menuContact is on; it opens the chat. */
export function ContactMenuItem({ onClick }: { onClick: () => void }) {
  const settings = useSettings();
  if (!settings.data?.menuContact) return null;
  return (
    <MenuItem
      onClick={() => {
        onClick();
        setChatOpen(true);
      }}
    >
      <ListItemIcon>
        <SupportAgentOutlined fontSize="small" />
      </ListItemIcon>
      Contact support
    </MenuItem>
  );
}
