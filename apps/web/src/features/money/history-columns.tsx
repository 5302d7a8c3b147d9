import Box from '@mui/material/Box';
import type { ResponsiveColumn } from '../../ui/ResponsiveTable';
import { MoneyAmount } from './MoneyAmount';

/**
 * The two columns every account history ends with (the wallet's, each fund's): the signed
 * movement, green in and red out, as the row's phone lead, and the balance after it.
 */
export function amountAndBalanceColumns<T extends { amount: string; balance: string }>(): ResponsiveColumn<T>[] {
  return [
    {
      header: 'Amount',
      cell: (r) => (
        <Box component="span" sx={{ color: r.amount.startsWith('-') ? 'error.main' : 'success.main' }}>
          <MoneyAmount usd={r.amount} signed block />
        </Box>
      ),
      phone: 'lead',
    },
    { header: 'Balance', cell: (r) => <MoneyAmount usd={r.balance} block /> },
  ];
}
