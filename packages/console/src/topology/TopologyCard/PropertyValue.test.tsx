import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PropertyValue } from './PropertyValue';

const renderValue = (property: Parameters<typeof PropertyValue>[0]['property']) =>
  render(
    <TestConsoleProvider>
      <dl>
        <dt>{property.label ?? property.name}</dt>
        <dd>
          <PropertyValue property={property} />
        </dd>
      </dl>
    </TestConsoleProvider>,
  );

describe('PropertyValue', () => {
  it('#28 shows a value with a max as a usage bar coloured by how full it is, with the value beside it', () => {
    renderValue({ name: 'disk', label: 'Disk', value: 92, max: 100, unit: '%' } as never);
    const bar = screen.getByRole('progressbar', { name: 'Disk' });
    expect(bar).toHaveAttribute('aria-valuenow', '92');
    // Above 90 is red (shell and access §9); the level is also the percentage, never colour alone.
    expect(bar.querySelector('[data-level="red"]')).not.toBeNull();
    expect(screen.getByText('92%', { selector: 'dd' })).toBeInTheDocument();
  });

  it('#28 shows bytes as a file size with the exact count in its title', () => {
    renderValue({ name: 'memory', value: 1536 * 1024 * 1024, unit: 'bytes' } as never);
    expect(screen.getByText('1.5 GB')).toHaveAttribute('title', `${1536 * 1024 * 1024} B`);
  });

  it('#28 cuts long text with an ellipsis and keeps all of it in the title', () => {
    const long = 'a very long property value '.repeat(10).trim();
    renderValue({ name: 'image', text: long } as never);
    expect(screen.getByTitle(long)).toHaveTextContent(long);
  });
});
