import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/ConfirmDialog';
import { FormTextField } from '../../ui/FormTextField';

interface Props<T extends FieldValues>
  extends Pick<ConfirmDialogProps, 'open' | 'title' | 'description' | 'facts' | 'warning' | 'acknowledge' | 'danger'> {
  /** The request schema from the contract (a reason, a payout reference). */
  schema: z.ZodType<T, T>;
  field: Path<T>;
  label: string;
  confirm: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: T) => void;
}

/**
 * A confirmation that also asks for the one thing a decision needs: the reason of a rejection,
 * the reference of a payout.
 */
export function DecisionDialog<T extends FieldValues>(props: Props<T>) {
  const { open, schema, field, label, onConfirm, ...shown } = props;
  const empty = { [field]: '' } as DefaultValues<T>;
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: empty });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to empty on each opening only
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);
  return (
    <ConfirmDialog {...shown} open={open} onConfirm={form.handleSubmit(onConfirm)}>
      <FormTextField
        control={form.control}
        name={field}
        label={label}
        required
        multiline
        minRows={2}
        autoFocus={props.acknowledge === undefined}
      />
    </ConfirmDialog>
  );
}
