import { TEXT } from '@member-area/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useProfile } from '../../features/profile';
import { useDisplayBalance } from '../../features/wallet';
import { Amount } from '../../ui/Amount';
import { compactAmount } from '../../ui/format';

/** The live balance in the member's currency, with the Real/Free badge (spec 2 and 4). */
export function BalanceBadge() {
  const { value } = useDisplayBalance();
  const profile = useProfile();
  const real = profile.data?.userTrading === true;
  // On a phone a long balance would slide under the badge and hide the currency: shorten it.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  return (
    <Box role="group" aria-label="Balance" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        data-testid="top-bar-balance"
        sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, minWidth: 0 }}
      >
        {value ? (
          <Amount>
            {compact && compactAmount(value.amount) !== value.amount ? (
              // The full figure stays one hover or long-press away, and is what a screen reader says.
              <Box
                component="abbr"
                title={`${value.amount} ${value.label}`}
                aria-label={`${value.amount} ${value.label}`}
                sx={{ textDecoration: 'none' }}
              >
                {compactAmount(value.amount)} {value.label}
              </Box>
            ) : (
              <>
                {value.amount} {value.label}
              </>
            )}
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
