import { useLayoutEffect } from 'react';
import { HealthDashboard } from '@mission-control/console';

export function HealthPage() {
  // A layout effect, so an open check's own title (set in a passive effect) wins.
  useLayoutEffect(() => {
    document.title = 'Health | Mission Control';
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>Health</h1>
      <HealthDashboard />
    </main>
  );
}
