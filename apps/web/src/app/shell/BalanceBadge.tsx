import { TEXT } from '@member-area/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useProfile } from '../../features/profile';
import { useDisplayBalance } from '../../features/wallet';
import { Amount } from '../../ui/Amount';

/** The live balance in the member's currency, with the Real/Free badge (spec 2 and 4). */
export function BalanceBadge() {
  const { value } = useDisplayBalance();
  const profile = useProfile();
  const real = profile.data?.userTrading === true;

  return (
    <Box role="group" aria-label="Balance" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        data-testid="top-bar-balance"
        sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, minWidth: 0 }}
      >
        {value ? (
          <Amount>
            {value.amount} {value.label}
          </Amount>
        ) : (
          <Skeleton width={90} />
        )}
      </Box>
      {profile.data ? (
        <Chip
          data-testid="top-bar-badge"
          size="small"
          label={real ? TEXT.badgeReal : TEXT.badgeFree}
          color={real ? 'success' : 'default'}
          variant={real ? 'filled' : 'outlined'}
          sx={{ fontWeight: 600 }}
        />
      ) : null}
    </Box>
  );
}
