import { TEXT } from '@member-area/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useDisplayBalance } from '../../features/money';
import { useProfile } from '../../features/profile';
import { Amount } from '../../ui/Amount';

/**
 * The live balance in the member's currency, with the Real/Free badge (spec 2 and 4). Always the
 * full figure (2 decimals, thousands commas), never rounded: on a phone it fits in smaller type
 * with the badge below it.
 */
export function BalanceBadge() {
  const { value } = useDisplayBalance();
  const profile = useProfile();
  const real = profile.data?.userTrading === true;

  return (
    <Box
      role="group"
      aria-label="Balance"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-end', sm: 'center' },
        gap: { xs: 0.25, sm: 1 },
        minWidth: 0,
      }}
    >
      <Box
        data-testid="top-bar-balance"
        sx={{ fontWeight: 600, fontSize: { xs: '0.75rem', sm: '1rem' }, lineHeight: { xs: 1.2, sm: 1.5 }, minWidth: 0 }}
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
          sx={{ fontWeight: 600, height: { xs: 18, sm: 24 }, fontSize: { xs: '0.6875rem', sm: '0.8125rem' } }}
        />
      ) : null}
    </Box>
  );
}
