import {
  BASE_CURRENCY,
  type CurrencyView,
  countedAs,
  formatAmount,
  formatRate,
  limitInWords,
  parseTypedAmount,
  rangeInWords,
  typedToUsd,
  usdToTyped,
} from '@member-area/shared';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldFrame, notchLabel } from '../../ui/TextInput';
import { useCurrencyView } from './useCurrencyView';

/** Whether the member last chose to type in their own currency: kept for the next form. */
const CHOICE_KEY = 'amount-field-currency';
type Typing = 'own' | 'usd';

function readChoice(): Typing {
  try {
    return localStorage.getItem(CHOICE_KEY) === 'usd' ? 'usd' : 'own';
  } catch {
    return 'own';
  }
}

const keyOf = (view: CurrencyView | null) => (view ? `${view.currency} ${view.rate}` : BASE_CURRENCY);

/** The text shown for a USD form value, in the currency typed in. */
function textFor(usd: unknown, view: CurrencyView | null): string {
  if (typeof usd !== 'string') return '';
  const plain = parseTypedAmount(usd);
  return view && plain ? usdToTyped(plain, view) : usd;
}

/**
 * A member's amount field, for every money form (deposits, withdrawals, investments, trading).
 * The form value is always the USD amount the server receives (a decimal string, never a float).
 * A member whose currency is not USD may switch the field to their currency (the choice is kept)
 * and type in it: it is converted at the operator's rate, shown ("1 USD = 1,385.50 KRW"), to USD
 * cents half-up as they type (shared `typed-amount.ts`), with the other currency beside it.
 *
 * Props: `control` and `name`, the react-hook-form field holding the USD amount; `label` (default
 * "Amount", also its accessible name); `min` and `max`, optional USD limits told under the field
 * in both currencies (check them in the form's schema too, with `rangeInWords`/`limitInWords` and
 * `useCurrencyView()` so messages read the same); `note`, more text under it; `disabled`.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label = 'Amount',
  min,
  max,
  note,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  min?: string;
  max?: string;
  note?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const memberView = useCurrencyView();
  const [typing, setTyping] = useState<Typing>(readChoice);
  const view = typing === 'own' ? memberView : null;
  const [text, setText] = useState(() => textFor(field.value, view));
  // What this field last handed the form: any other value came from outside (a reset).
  const sent = useRef<unknown>(field.value);
  useEffect(() => {
    if (field.value !== sent.current) {
      sent.current = field.value;
      setText(textFor(field.value, view));
    }
  }, [field.value, view]);

  // The rate arrived or the operator changed it: the figure typed stays, its USD follows.
  const viewKey = keyOf(view);
  const lastView = useRef(viewKey);
  useEffect(() => {
    if (lastView.current === viewKey) return;
    lastView.current = viewKey;
    if (text) send(text, view);
  });

  const send = (next: string, in_: CurrencyView | null) => {
    const plain = parseTypedAmount(next);
    // Not an amount: the form gets the text as typed, so its schema says what is wrong.
    const usd = plain ? (in_ ? typedToUsd(plain, in_) : plain) : next;
    sent.current = usd;
    field.onChange(usd);
  };
  const choose = (next: Typing | null) => {
    if (!next || next === typing) return;
    try {
      localStorage.setItem(CHOICE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setTyping(next);
    // Switching shows the same USD amount in the other currency; the form value stays as it is.
    lastView.current = keyOf(next === 'own' ? memberView : null);
    setText(textFor(field.value, next === 'own' ? memberView : null));
  };

  const shownCurrency = view?.currency ?? BASE_CURRENCY;
  const helper = fieldState.error?.message ?? hint(text, view, memberView, min, max, note);
  return (
    <FieldFrame id={id} label={label} required disabled={disabled} error={Boolean(fieldState.error)} helper={helper}>
      <OutlinedInput
        id={id}
        label={notchLabel(label, true)}
        name={field.name}
        inputRef={field.ref}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          send(e.target.value, view);
        }}
        onBlur={field.onBlur}
        inputProps={{
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-describedby': helper ? `${id}-helper` : undefined,
        }}
        endAdornment={
          <InputAdornment position="end">
            {memberView ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={typing}
                onChange={(_, next: Typing | null) => choose(next)}
                aria-label="Currency to type in"
                disabled={disabled}
              >
                <ToggleButton value="own" sx={{ py: 0.25, px: 1 }}>
                  {memberView.currency}
                </ToggleButton>
                <ToggleButton value="usd" sx={{ py: 0.25, px: 1 }}>
                  {BASE_CURRENCY}
                </ToggleButton>
              </ToggleButtonGroup>
            ) : (
              shownCurrency
            )}
          </InputAdornment>
        }
      />
    </FieldFrame>
  );
}

/**
 * What a figure typed in the member's currency counts as: USD cents, and, when a cent of USD does
 * not land on the figure typed, the member's amount it stands for ("≈ 72.18 USD (100,005.39 KRW
 * at this rate)"), as the invoice will show it.
 */
function inUsd(plain: string, view: CurrencyView): string {
  const { usd, back, exact } = countedAs(plain, view);
  return exact
    ? `= ${formatAmount(usd)} ${BASE_CURRENCY}`
    : `≈ ${formatAmount(usd)} ${BASE_CURRENCY} (${formatAmount(back)} ${view.currency} at this rate)`;
}

/** Under the field: the other currency, the rate, the limits and the note, one per line. */
function hint(
  text: string,
  view: CurrencyView | null,
  memberView: CurrencyView | null,
  min: string | undefined,
  max: string | undefined,
  note: string | undefined,
) {
  const plain = parseTypedAmount(text);
  const lines: string[] = [];
  if (plain && memberView) {
    lines.push(view ? inUsd(plain, view) : `≈ ${formatAmount(usdToTyped(plain, memberView))} ${memberView.currency}`);
  }
  if (memberView) lines.push(`1 ${BASE_CURRENCY} = ${formatRate(memberView.rate)} ${memberView.currency}`);
  if (min && max) lines.push(`From ${rangeInWords(min, max, memberView)}`);
  else if (min) lines.push(`At least ${limitInWords(min, memberView, 'min')}`);
  if (note) lines.push(note);
  if (lines.length === 0) return undefined;
  return (
    <>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </>
  );
}
