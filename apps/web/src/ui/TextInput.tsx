import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type Ref, useId } from 'react';

// Built from FormControl + InputLabel + OutlinedInput rather than TextField: TextField always
// bundles Select and Menu, which would more than double what the sign-in page downloads.

export function FieldFrame({
  id,
  label,
  required,
  disabled,
  error,
  helper,
  sx,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error: boolean;
  helper: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <FormControl fullWidth margin="normal" error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {children}
      {helper ? <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}

export const notchLabel = (label: string, required?: boolean) => (required ? `${label} *` : label);

export interface TextInputProps {
  name: string;
  /** The visible label, which is also the field's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field in the error colour. */
  error?: string;
  helperText?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'number' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputBaseComponentProps;
  sx?: SxProps<Theme>;
}

/** A labelled text field without a form library: for the sign-in page, which must stay small. */
export function TextInput(props: TextInputProps) {
  const { name, label, value, onChange, onBlur, error, helperText, required, disabled, sx, inputProps, ...input } =
    props;
  const id = useId();
  const helper = error ?? helperText;
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helper={helper}
      sx={sx}
    >
      <OutlinedInput
        {...input}
        id={id}
        label={notchLabel(label, required)}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        inputProps={{ ...inputProps, 'aria-describedby': helper ? `${id}-helper` : undefined }}
      />
    </FieldFrame>
  );
}
