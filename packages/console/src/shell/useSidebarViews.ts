import { useQuery } from '@tanstack/react-query';
import { viewsQuery } from '@mission-control/api';
import { useCan, useConsole, useFeature } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';
import type { SidebarView } from './navItems';

const NONE: readonly SidebarView[] = [];

/**
 * The views flagged for the sidebar (`views_summary` with `sidebar`), read once per
 * provider when the views feature is on and the user may read views. A failed read
 * leaves the sidebar with its fixed entries.
 */
export function useSidebarViews(enabled = true): readonly SidebarView[] {
  const { client, user } = useConsole();
  const canRead = useCan('views', 'read');
  const featureOn = useFeature('views');
  const views = useQuery({
    queryKey: queryKeys.console.sidebarViews(),
    enabled: enabled && canRead && featureOn && !!user,
    staleTime: 5 * 60_000,
    // The schema (and zod) loads with the read, not with the shell's first paint (#26).
    queryFn: async ({ signal }) => {
      const { viewSchema } = await import('@mission-control/api/schemas');
      return client.db.list(viewsQuery({ sidebar: true }), viewSchema, { signal, count: false });
    },
    select: (page) => page.data,
  });
  return views.data ?? NONE;
}
