import { TEXT } from '@member-area/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MemberAvatar, useProfile } from '../../features/profile';

/** 'Welcome User', the avatar, the full name and "(userName)"; skeletons while the profile loads. */
export function SidebarHeader({ compact }: { compact: boolean }) {
  const profile = useProfile();
  const p = profile.data;
  const avatarSize = compact ? 40 : 56;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        px: compact ? 0.5 : 2,
        py: compact ? 1.5 : 2.5,
        gap: 0.75,
      }}
    >
      {compact ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500, letterSpacing: '0.02em' }}>
          {TEXT.welcomeUser}
        </Typography>
      )}
      {p ? (
        <MemberAvatar fullName={p.fullName} photoURL={p.photoURL} size={avatarSize} />
      ) : (
        <Skeleton variant="circular" width={avatarSize} height={avatarSize} />
      )}
      {compact ? null : (
        <Box sx={{ width: '100%', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {p ? p.fullName : <Skeleton width="70%" sx={{ mx: 'auto' }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {p ? `(${p.userName})` : <Skeleton width="50%" sx={{ mx: 'auto' }} />}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
