import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PlaybookRunDetail } from '@mission-control/console';

/** `/playbooks/runs/:id`, where the run toast of the Playbooks menu leads. */
export function PlaybookRunPage() {
  const { id = '' } = useParams();
  useEffect(() => {
    document.title = 'Playbook run | Mission Control';
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>Playbook run</h1>
      <PlaybookRunDetail runId={id} />
    </main>
  );
}
