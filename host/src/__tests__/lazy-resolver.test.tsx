// Forms fetch their schema (and zod) on first validation: nothing is lost when the
// user is quicker than the fetch.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from 'shared-domain/schemas';
import { lazyResolver } from 'shared-ui/forms';

function deferredResolver() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(async () => {
    await arrived;
    return zodResolver(emailSchema);
  });
  return { resolver: lazyResolver(load), load, arrive };
}

function EmailForm({
  resolver,
  onValid,
}: {
  resolver: ReturnType<typeof deferredResolver>['resolver'];
  onValid: (values: { email: string }) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver, mode: 'onTouched', defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" {...register('email')} />
      {errors.email ? <p role="alert">{errors.email.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

it('validates a submit made before the schema has arrived, once it is there', async () => {
  const { resolver, load, arrive } = deferredResolver();
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<EmailForm resolver={resolver} onValid={onValid} />);
  expect(load).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await act(async () => arrive());
  expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
  expect(onValid).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Email'), ' ops@linguadesk.test ');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  // The schema's output is what is sent (the address trimmed); the module was fetched once.
  expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ops@linguadesk.test' });
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches the schema again on the next validation after a failed fetch', async () => {
  const emailResolver = zodResolver(emailSchema);
  const load = jest
    .fn<Promise<typeof emailResolver>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(emailResolver);
  const resolver = lazyResolver(load);
  resolver.preload();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<EmailForm resolver={resolver} onValid={onValid} />);
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.tab();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(load).toHaveBeenCalledTimes(2);
});
