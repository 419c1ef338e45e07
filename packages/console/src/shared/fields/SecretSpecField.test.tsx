import { Button, Form, ThemeProvider } from '@mission-control/ui';
import { selectOption } from '@mission-control/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from './fieldSpec';
import { SecretSpecField } from './SecretSpecField';
import { SpecField } from './SpecField';
import { specResolver } from './specResolver';

interface Values {
  values: { password: string; region: string };
  refs: { password: { mode: string; name: string; key: string } };
}

const PASSWORD: FieldSpec<never> = { name: 'password', label: 'Password', kind: 'text', secret: true, required: true };
const REGION: FieldSpec<never> = {
  name: 'region',
  label: 'Region',
  kind: 'select',
  options: [
    { id: 'eu-west-1', label: 'Ireland' },
    { id: 'us-east-1', label: 'Virginia' },
  ],
};
const LABELS = {
  source: 'Password from',
  sources: { value: 'Value', secret: 'Secret', configmap: 'ConfigMap' },
  secretName: 'Secret name',
  configMapName: 'ConfigMap name',
  key: 'Key',
};

// A reference needs both its name and key; a literal needs the value.
const resolver = specResolver<Values>((v) => {
  const ref = v.refs.password;
  const errors: Record<string, string> = {};
  if (ref.mode === 'value') {
    if (!v.values.password) errors['values.password'] = 'This field is required';
    return errors;
  }
  if (!ref.name) errors['refs.password.name'] = 'This field is required';
  if (!ref.key) errors['refs.password.key'] = 'This field is required';
  return errors;
});

function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: { values: { password: '', region: '' }, refs: { password: { mode: 'value', name: '', key: '' } } },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <SecretSpecField<Values> spec={PASSWORD} name="values.password" refName="refs.password" labels={LABELS} />
      <SpecField<Values> spec={REGION} name="values.region" />
      <Button type="submit">Save</Button>
    </Form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  render(
    <StrictMode>
      <ThemeProvider>
        <Harness onSubmit={onSubmit} />
      </ThemeProvider>
    </StrictMode>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('SecretSpecField', () => {
  it('takes a masked value, or the name and key of a secret, with the resolver messages at their paths', async () => {
    const { onSubmit, user } = setup();
    const group = screen.getByRole('group', { name: 'Password' });
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await selectOption({ user, within: group, label: 'Password from', option: 'Secret' });
    const name = await screen.findByRole('textbox', { name: /Secret name/ });
    await user.type(name, 'db-creds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Key/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      refs: { password: { mode: 'secret', name: 'db-creds', key: 'password' } },
    });
  });

  it('shows a select option by its label and stores its value', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'hunter2');
    await selectOption({ user, label: 'Region', option: 'Virginia' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ values: { password: 'hunter2', region: 'us-east-1' } });
  });
});
