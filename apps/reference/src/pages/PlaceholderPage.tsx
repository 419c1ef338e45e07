import { useEffect } from 'react';
import { Link } from 'react-router';

/** Routes whose features have not landed yet say so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Mission Control`;
  }, [title]);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      <p>
        This page is not built yet. <Link to="/health">Open the health dashboard</Link>.
      </p>
    </main>
  );
}
