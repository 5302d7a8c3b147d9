// Not re-exported from index.ts: react-hook-form and zod would then load with the first page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from './api-fetch';
import { applyFieldErrors } from './form-errors';

export interface ApiFormOptions<Input extends FieldValues, Output, Result> {
  /** The request schema from the contract: checked before sending, its messages under the fields. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the checked values (an api.ts function). */
  submit: (values: Output) => Promise<Result>;
  /** Also given the form, e.g. to reset it to what the server saved. */
  onSuccess?: (result: Result, values: Output, form: UseFormReturn<Input, unknown, Output>) => void | Promise<void>;
  /** Takes an error the page treats itself; return true when it did. */
  onError?: (error: unknown) => boolean;
}

/**
 * A form that talks to the API: react-hook-form checked by the contract's zod schema, sent
 * through a mutation, and the server's answer mapped back: field errors under their fields,
 * anything else as `formError` for an alert above the form.
 */
export function useApiForm<Input extends FieldValues, Output, Result>(options: ApiFormOptions<Input, Output, Result>) {
  const { schema, defaultValues, submit, onSuccess, onError } = options;
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: submit });
  const fields = Object.keys(defaultValues ?? {}) as Path<Input>[];
  const { reset: resetForm } = form;
  const { reset: resetMutation } = mutation;
  /** A fresh form, with no error left from the last try (a dialog opened again). */
  const reset = useCallback(
    (values?: DefaultValues<Input>) => {
      resetForm(values);
      setFormError(null);
      resetMutation();
    },
    [resetForm, resetMutation],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    mutation.reset();
    try {
      const result = await mutation.mutateAsync(values);
      await onSuccess?.(result, values, form);
    } catch (error) {
      if (onError?.(error)) return;
      if (!applyFieldErrors(error, form.setError, fields)) setFormError(errorMessage(error));
    }
  });

  return { form, control: form.control, formError, mutation, onSubmit, reset };
}
