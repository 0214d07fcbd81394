// The list screens' add modals: validated on first blur, then as it changes (spec section 5), the
// server's field errors on their fields and its message in a banner, a success toast, a fresh form
// after closing; the create refreshes the list's cached pages.
import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { FailureMessage } from 'shared-auth';
import { type BannerProps, notify } from 'shared-ui';

export type CreateBanner = Pick<BannerProps, 'title' | 'description'>;

export interface CreateFormOptions<Input extends FieldValues, Payload> {
  resolver: Resolver<Input, unknown, Payload>;
  /** The empty form; called again on each reset, so a generated value (a password) is fresh. */
  empty: () => Input;
  create: (payload: Payload) => Promise<unknown>;
  failure: (error: unknown) => FailureMessage;
  createdToast: string;
  onClose: () => void;
  /** The key every cached page of the list sits under. */
  listKey: QueryKey;
}

export function useCreateForm<Input extends FieldValues, Payload>({
  resolver,
  empty,
  create,
  failure,
  createdToast,
  onClose,
  listKey,
}: CreateFormOptions<Input, Payload>) {
  const queryClient = useQueryClient();
  const creating = useMutation({
    mutationFn: create,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const [banner, setBanner] = useState<CreateBanner | null>(null);
  const [initial] = useState(empty);
  const form = useForm<Input, unknown, Payload>({
    resolver,
    mode: 'onTouched',
    // The form's own type: react-hook-form widens defaultValues to a deep partial.
    defaultValues: initial as never,
  });

  const close = () => {
    form.reset(empty());
    setBanner(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (payload) => {
    setBanner(null);
    try {
      await creating.mutateAsync(payload);
    } catch (error) {
      const failed = failure(error);
      for (const [field, message] of Object.entries(failed.fieldErrors)) {
        if (field in initial) form.setError(field as Path<Input>, { type: 'server', message });
      }
      setBanner({ title: failed.message, description: failed.detail });
      return;
    }
    notify.success(createdToast);
    close();
  });

  return { form, banner, dismissBanner: () => setBanner(null), close, onSubmit };
}
