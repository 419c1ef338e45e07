import { useEffect } from 'react';
import { useParams } from 'react-router';
import { IncidentSummary } from '@mission-control/console';

/** `/incidents/:id`, where 'Linked to incident successfully' leads. */
export function IncidentPage() {
  const { id = '' } = useParams();
  useEffect(() => {
    document.title = 'Incident | Mission Control';
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>Incident</h1>
      <IncidentSummary incidentId={id} />
    </main>
  );
}
