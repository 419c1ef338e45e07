import { render, screen } from '@testing-library/react';
import { createContext, useContext, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabCount, TabList, TabPanel, Tabs } from './Tabs';

function Example(props: { onSelectionChange?: (key: string | number) => void; selectedKey?: string }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Check views">
        <Tab id="overview">Overview</Tab>
        <Tab id="failing" count={3}>
          Failing
        </Tab>
        <Tab id="history">History</Tab>
      </TabList>
      <TabPanel id="overview">Overview panel</TabPanel>
      <TabPanel id="failing">Failing panel</TabPanel>
      <TabPanel id="history">History panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const failing = screen.getByRole('tab', { name: /Failing/ });
    expect(failing).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Failing panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('failing');
  });

  it('shows the count in the tab name', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: /^Failing\s*\(3\)$/ })).toBeInTheDocument();
  });

  it('stays on the controlled tab until the parent changes it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Example selectedKey="history" onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(onSelectionChange).toHaveBeenCalledWith('overview');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a badge given in place of the count, and follows it as its count changes', async () => {
    const user = userEvent.setup();
    const Counts = createContext(0);
    const LiveCount = () => <TabCount count={useContext(Counts)} />;
    function Live() {
      const [count, setCount] = useState(2);
      return (
        <Counts.Provider value={count}>
          <button type="button" onClick={() => setCount(5)}>
            Five
          </button>
          <Tabs>
            <TabList aria-label="Check views">
              <Tab id="failing" badge={<LiveCount />}>
                Failing
              </Tab>
            </TabList>
            <TabPanel id="failing">Failing panel</TabPanel>
          </Tabs>
        </Counts.Provider>
      );
    }
    render(<Live />);
    expect(screen.getByRole('tab', { name: /^Failing\s*\(2\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Five' }));
    expect(screen.getByRole('tab', { name: /^Failing\s*\(5\)$/ })).toBeInTheDocument();
  });
});
