import { BASE_CURRENCY } from '@member-area/shared';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField';
import { useMemberAmount } from './MoneyAmount';

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * An amount in USD, typed as a decimal string (money never passes through a float), with the
 * member's currency beside it as they type ("≈ 920.00 EUR") and the limits under it.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label = 'Amount',
  limits,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  limits?: string;
  disabled?: boolean;
}) {
  const value: unknown = useWatch({ control, name });
  const convert = useMemberAmount();
  const typed = typeof value === 'string' ? value.trim() : '';
  const shown = DECIMAL.test(typed) ? convert(typed) : null;
  const inCurrency = shown && shown.label !== BASE_CURRENCY ? `≈ ${shown.amount} ${shown.label}` : null;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required
      disabled={disabled}
      helperText={[inCurrency, limits].filter(Boolean).join(' · ') || undefined}
      inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      endAdornment={<InputAdornment position="end">{BASE_CURRENCY}</InputAdornment>}
    />
  );
}
