import type { InputBaseComponentProps } from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame, notchLabel } from './TextInput';

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The visible label, which is also the field's accessible name. */
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

interface TextProps<T extends FieldValues> extends BaseProps<T> {
  type?: 'text' | 'email' | 'password' | 'number' | 'search' | 'date';
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  inputProps?: InputBaseComponentProps;
  /** For type="number": hand the form a number (NaN when empty) instead of a string. */
  numeric?: boolean;
  /** Shown at the end of the input, e.g. the currency of an amount. */
  endAdornment?: ReactNode;
}

/** A labelled text field bound to react-hook-form; the field's error shows under it. */
export function FormTextField<T extends FieldValues>(props: TextProps<T>) {
  const { control, name, label, helperText, required, disabled, sx, numeric, inputProps, ...input } = props;
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? helperText;
        const value: unknown = field.value;
        return (
          <FieldFrame
            id={id}
            label={label}
            required={required}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helper={helper}
            sx={sx}
          >
            <OutlinedInput
              {...input}
              id={id}
              label={notchLabel(label, required)}
              name={field.name}
              inputRef={field.ref}
              value={numeric && typeof value === 'number' && Number.isNaN(value) ? '' : (value ?? '')}
              onChange={(e) =>
                field.onChange(numeric ? (e.target.value === '' ? Number.NaN : Number(e.target.value)) : e.target.value)
              }
              onBlur={field.onBlur}
              inputProps={{ ...inputProps, 'aria-describedby': helper ? `${id}-helper` : undefined }}
            />
          </FieldFrame>
        );
      }}
    />
  );
}

/** A labelled native select bound to react-hook-form (native: light, and right on phones). */
export function FormSelectField<T extends FieldValues>(
  props: BaseProps<T> & { options: readonly string[]; optionLabel?: (option: string) => string },
) {
  const { control, name, label, helperText, required, disabled, sx, options, optionLabel } = props;
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? helperText;
        return (
          <FieldFrame
            id={id}
            label={label}
            required={required}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helper={helper}
            sx={sx}
          >
            <NativeSelect
              id={id}
              input={<OutlinedInput label={notchLabel(label, required)} />}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputProps={{ 'aria-describedby': helper ? `${id}-helper` : undefined }}
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {optionLabel ? optionLabel(option) : option}
                </option>
              ))}
            </NativeSelect>
          </FieldFrame>
        );
      }}
    />
  );
}
