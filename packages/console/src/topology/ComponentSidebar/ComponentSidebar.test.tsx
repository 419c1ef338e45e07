import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { EDGE_ID, LEDGER_CONFIG_ID, LEDGER_DB_ID, LEDGER_INCIDENT_ID, topologyClient } from '../__fixtures__/topology';
import { ComponentSidebar } from './ComponentSidebar';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderSidebar(componentId: string) {
  const fixture = topologyClient();
  render(
    <TestConsoleProvider client={fixture.client} initialLocation={`/topology/${componentId}`}>
      <ComponentSidebar componentId={componentId} />
    </TestConsoleProvider>,
  );
  return fixture;
}

describe('ComponentSidebar panels', () => {
  it('shows the linked catalog items, their changes and insights, and the incidents naming the component', async () => {
    renderSidebar(LEDGER_DB_ID);
    const sidebar = await screen.findByRole('complementary', { name: 'Component details' });

    const configs = await within(sidebar).findByRole('region', { name: 'Configs (1)' });
    expect(within(configs).getByRole('link', { name: 'ledger-rds' })).toHaveAttribute(
      'href',
      expect.stringContaining(LEDGER_CONFIG_ID),
    );
    expect(await within(configs).findByRole('img', { name: 'Healthy' })).toBeInTheDocument();

    const changes = await within(sidebar).findByRole('region', { name: 'Config Changes (1)' });
    expect(within(changes).getByText('UpdateDBInstance')).toBeInTheDocument();
    expect(within(changes).getByText('ledger-rds: instance class db.r6g.large → db.r6g.xlarge')).toBeInTheDocument();

    const insights = await within(sidebar).findByRole('region', { name: 'Insights (1)' });
    expect(within(insights).getByText('rds-backup-retention')).toBeInTheDocument();
    expect(within(insights).getByText('ledger-rds · reliability · medium')).toBeInTheDocument();

    const incidents = await within(sidebar).findByRole('region', { name: 'Incidents (1)' });
    expect(within(incidents).getByRole('link', { name: 'Ledger writes slow' })).toHaveAttribute(
      'href',
      expect.stringContaining(LEDGER_INCIDENT_ID),
    );
    expect(within(incidents).getByText('High · open')).toBeInTheDocument();
  });

  it('leaves out Configs, Config Changes, Insights and Incidents when the component has none', async () => {
    renderSidebar(EDGE_ID);
    const sidebar = await screen.findByRole('complementary', { name: 'Component details' });
    await within(sidebar).findByRole('region', { name: 'Checks (1)' });
    for (const panel of [/^Configs/, /^Config Changes/, /^Insights/, /^Incidents/])
      expect(within(sidebar).queryByRole('region', { name: panel })).not.toBeInTheDocument();
  });
});
