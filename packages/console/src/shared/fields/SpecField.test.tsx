import { Button, Form, ThemeProvider } from '@mission-control/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { changeSpecValue, visibleSpecs, type FieldSpec } from './fieldSpec';
import { SpecField, useClearDependents } from './SpecField';

type Values = Record<string, string | boolean>;

const SPECS: FieldSpec<Values>[] = [
  { name: 'url', label: 'URL', kind: 'text', required: true },
  { name: 'token', label: 'Token', kind: 'password' },
  { name: 'port', label: 'Port', kind: 'number' },
  { name: 'body', label: 'Body', kind: 'textarea', visible: (v) => v.method === 'POST' },
  { name: 'method', label: 'Method', kind: 'select', options: ['GET', 'POST'] },
  { name: 'auth', label: 'Auth', kind: 'select', options: ['basic', 'bearer'], clears: ['token', 'tls.'] },
  { name: 'tls.insecure', label: 'Insecure TLS', kind: 'switch' },
  { name: 'verbose', label: 'Verbose', kind: 'checkbox' },
];

// The spec's required rule, as a form's resolver states it: the message is the caller's sentence.
const resolver: Resolver<Values> = (values) => {
  const ok = typeof values.url === 'string' && values.url.trim() !== '';
  const result: ResolverResult<Values> = ok
    ? { values, errors: {} }
    : { values: {}, errors: { url: { type: 'required', message: 'This field is required' } } };
  return Promise.resolve(result);
};

const flat = (all: Partial<Values>): Record<string, unknown> => {
  const { tls, ...rest } = all as Record<string, unknown>;
  const nested = (tls ?? {}) as Record<string, unknown>;
  return { ...rest, ...Object.fromEntries(Object.entries(nested).map(([k, v]) => [`tls.${k}`, v])) };
};
const path = (name: string) => name as never;

function Harness({ onSubmit, initial }: { onSubmit: (values: Values) => void; initial?: Values }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: initial ?? { url: '', token: '', port: '', body: '', method: 'GET', auth: 'basic', verbose: false },
  });
  useClearDependents(form, SPECS, path, flat);
  const values = useWatch({ control: form.control }) as Values;
  return (
    <Form form={form} onSubmit={onSubmit}>
      {visibleSpecs(SPECS, values).map((spec) => (
        <SpecField<Values> key={spec.name} spec={spec} />
      ))}
      <Button type="submit">Save</Button>
    </Form>
  );
}

function renderHarness(options: { strict?: boolean; initial?: Values } = {}) {
  const onSubmit = vi.fn();
  const tree = (
    <ThemeProvider>
      <Harness onSubmit={onSubmit} initial={options.initial} />
    </ThemeProvider>
  );
  render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return onSubmit;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('SpecField: one renderer for every declarative form', () => {
  it('renders each kind as its ui control with the spec label and accessible name', () => {
    renderHarness();
    expect(screen.getByRole('textbox', { name: /^URL/ })).toBeRequired();
    expect(screen.getByLabelText(/^Token/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: /^Port/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Method/ })).toHaveTextContent('GET');
    expect(screen.getByRole('switch', { name: 'Insecure TLS' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Verbose' })).not.toBeChecked();
    // Hidden until its condition holds.
    expect(screen.queryByRole('textbox', { name: /^Body/ })).toBeNull();
  });

  it('shows a dependent field when its condition holds and the resolver message on the invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderHarness();
    await choose(user, /Method/, 'POST');
    expect(await screen.findByRole('textbox', { name: /^Body/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const url = screen.getByRole('textbox', { name: /^URL/ });
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(url, 'https://example.org');
    await user.type(screen.getByRole('textbox', { name: /^Body/ }), 'payload');
    await user.click(screen.getByRole('switch', { name: 'Insecure TLS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbose' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      url: 'https://example.org',
      method: 'POST',
      body: 'payload',
      verbose: true,
      tls: { insecure: true },
    });
  }, 20_000);

  it.each([false, true])(
    'changing a single choice empties the fields it clears (StrictMode %s)',
    async (strict) => {
      const user = userEvent.setup();
      const onSubmit = renderHarness({
        strict,
        initial: { url: 'u', token: 'secret', port: '80', body: '', method: 'GET', auth: 'basic', verbose: false },
      });
      await user.click(screen.getByRole('switch', { name: 'Insecure TLS' }));
      expect(screen.getByRole('switch', { name: 'Insecure TLS' })).toBeChecked();
      await choose(user, /Auth/, 'bearer');
      await vi.waitFor(() => expect(screen.getByLabelText(/^Token/)).toHaveValue(''));
      expect(screen.getByRole('switch', { name: 'Insecure TLS' })).not.toBeChecked();
      // A field it does not name keeps its value.
      expect(screen.getByRole('textbox', { name: /^Port/ })).toHaveValue('80');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ auth: 'bearer', token: '', tls: { insecure: false } });
    },
    20_000,
  );
});

const CLEARING: FieldSpec<Record<string, string>>[] = [
  { name: 'auth', label: 'Auth', kind: 'select', options: ['basic', 'bearer'], clears: ['token', 'tls.'] },
];

describe('changeSpecValue', () => {
  it('empties the named fields and prefixes only when the choice really changes', () => {
    const values = { auth: 'basic', token: 't', 'tls.ca': 'c', port: '80' };
    expect(changeSpecValue(CLEARING, values, 'auth', 'bearer')).toEqual({
      auth: 'bearer',
      token: '',
      'tls.ca': '',
      port: '80',
    });
    expect(changeSpecValue(CLEARING, values, 'auth', 'basic')).toEqual(values);
    expect(changeSpecValue(CLEARING, values, 'port', '81')).toEqual({ ...values, port: '81' });
  });
});
