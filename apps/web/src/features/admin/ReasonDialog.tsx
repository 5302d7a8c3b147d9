import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateMemberFlagRequest, ZUpdateMemberFlagRequest } from '@member-area/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog, type ConfirmFact } from '../../ui/ConfirmDialog';
import { FormTextField } from '../../ui/FormTextField';

interface Props {
  /** The flag being turned on; the form is the shared flag request itself, so its reason rule applies. */
  flag: 'userBlock' | 'banned';
  open: boolean;
  title: string;
  description: string;
  facts: readonly ConfirmFact[];
  confirm: string;
  pending: boolean;
  /** The server's refusal of the last attempt. */
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: (request: UpdateMemberFlagRequest) => void;
}

/** Confirms a block or a ban and asks why; the reason goes into the audit log. */
export function ReasonDialog({
  flag,
  open,
  title,
  description,
  facts,
  confirm,
  pending,
  error,
  onCancel,
  onConfirm,
}: Props) {
  const form = useForm({
    resolver: zodResolver(ZUpdateMemberFlagRequest),
    defaultValues: { flag, value: true, reason: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ flag, value: true, reason: '' });
  }, [open, flag, reset]);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      facts={facts}
      confirm={confirm}
      danger
      pending={pending}
      error={error}
      onCancel={onCancel}
      onConfirm={form.handleSubmit(onConfirm)}
    >
      <FormTextField control={form.control} name="reason" label="Reason" required multiline minRows={2} autoFocus />
    </ConfirmDialog>
  );
}
