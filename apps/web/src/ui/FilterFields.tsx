import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

// Small labelled inputs for a list's filters (kind, status, dates), without a form library:
// each change goes straight into the URL's query.

/** The label always sits on the border: a date input shows its own mm/dd/yyyy under it. */
function Frame({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {children(id)}
    </FormControl>
  );
}

interface FilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: FilterProps & {
  /** [value, label]; the first is usually ['', 'All']. */
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Frame label={label}>
      {(id) => (
        <NativeSelect
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          input={<OutlinedInput label={label} notched />}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </Frame>
  );
}

/** A date as yyyy-mm-dd, or ''. */
export function DateFilter(props: FilterProps) {
  return <InputFilter {...props} type="date" />;
}

export function TextFilter(props: FilterProps & { placeholder?: string }) {
  return <InputFilter {...props} type="search" />;
}

function InputFilter({
  label,
  value,
  onChange,
  type,
  placeholder,
}: FilterProps & { type: string; placeholder?: string }) {
  return (
    <Frame label={label}>
      {(id) => (
        <OutlinedInput
          id={id}
          type={type}
          label={label}
          notched
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Frame>
  );
}
