import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

// Small labelled inputs for a list's filters (kind, status, dates), without a form library:
// each change goes straight into the URL's query.

const frameSx = { minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  /** [value, label]; the first is usually ['', 'All']. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={frameSx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
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
    </FormControl>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  /** yyyy-mm-dd or '' */
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={frameSx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormControl>
  );
}

export function TextFilter({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={frameSx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        notched
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormControl>
  );
}
