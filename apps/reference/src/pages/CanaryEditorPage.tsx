import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CheckEditor } from '@mission-control/console';

/** `/settings/canaries` (new check) and `/settings/canaries/:id` (edit). */
export function CanaryEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${id ? 'Edit check' : 'New check'} | Mission Control`;
  }, [id]);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{id ? 'Edit check' : 'New check'}</h1>
      <CheckEditor
        key={id ?? 'new'}
        canaryId={id}
        onDone={(savedId) => void navigate(savedId ? '/health?hidePassing=false' : '/health')}
      />
    </main>
  );
}
