import { BASE_CURRENCY, displayBalance, formatAmount } from '@member-area/shared';
import Box from '@mui/material/Box';
import { Amount } from '../../ui/Amount';
import { useProfile } from '../profile';
import { useRates } from '../settings';

/** An amount held in USD, shown in the member's currency: "{amount} {currency}", or USD alone. */
export function useMemberAmount() {
  const profile = useProfile();
  const rates = useRates();
  const currency = profile.data?.currency;
  return (usd: string) => displayBalance(usd, currency, rates.data ?? []);
}

/**
 * A USD amount in the member's currency with USD beside it ("920.00 EUR · 1,000.00 USD"); in
 * USD alone when that is the member's currency or no rate exists. `signed` puts + before credits.
 */
export function MoneyAmount({
  usd,
  signed = false,
  block = false,
}: {
  usd: string;
  signed?: boolean;
  block?: boolean;
}) {
  const convert = useMemberAmount();
  const shown = convert(usd);
  const sign = signed && !usd.trim().startsWith('-') && !/^[0.]*$/.test(usd.trim()) ? '+' : '';
  return (
    <Amount>
      {sign}
      {shown.amount} {shown.label}
      {shown.label === BASE_CURRENCY ? null : (
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontSize: '0.85em', ml: block ? 0 : 1, display: block ? 'block' : 'inline' }}
        >
          {sign}
          {formatAmount(usd)} {BASE_CURRENCY}
        </Box>
      )}
    </Amount>
  );
}
