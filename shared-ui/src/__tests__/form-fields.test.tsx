import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@chakra-ui/react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { FormFieldOf } from '../form-fields/FormFieldOf';
import { renderUi } from './renderUi';

interface Values {
  email: string;
  name: string;
}

const required: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.email) errors.email = { type: 'required', message: 'Email is required' };
  if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

let form: UseFormReturn<Values>;
const commits: string[] = [];

function Harness() {
  form = useForm<Values>({
    resolver: required,
    mode: 'onTouched',
    defaultValues: { email: '', name: '' },
  });
  const drawn = (id: string) => commits.push(id);

  return (
    <form>
      <Profiler id="email" onRender={drawn}>
        <FormFieldOf control={form.control} name="email" label="Email" required>
          <Input {...form.register('email')} />
        </FormFieldOf>
      </Profiler>
      <Profiler id="name" onRender={drawn}>
        <FormFieldOf control={form.control} name="name" label="Name" helperText="As on the ID">
          <Input {...form.register('name')} />
        </FormFieldOf>
      </Profiler>
    </form>
  );
}

beforeEach(() => {
  commits.length = 0;
});

describe('FormFieldOf', () => {
  it('shows its own field’s error once the field is left empty, linked to the control', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toBeRequired();

    await user.click(email);
    await user.tab();

    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleErrorMessage('Email is required');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('As on the ID');
  });

  it('draws again only the field whose error changed', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    // Both fields left empty: each shows its error.
    await user.click(email);
    await user.tab();
    await user.click(email);
    await screen.findByText('Name is required');
    commits.length = 0;

    await user.type(email, 'a@b.co');

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(commits).toContain('email');
    expect(commits).not.toContain('name');
  });

  it('shows an error the form was given, as a server’s answer gives one', async () => {
    await renderUi(<Harness />);

    act(() => form.setError('name', { type: 'server', message: 'This name is taken' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('This name is taken')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('As on the ID')).not.toBeInTheDocument();
  });
});
