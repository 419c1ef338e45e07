import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../provider/ConsoleProvider';

/** Query keys carry the client so two providers never read each other's data. */
export function useCheckSummaries() {
  const { client } = useConsole();
  return useQuery({
    queryKey: ['canary', 'summary'],
    queryFn: ({ signal }) => client.canary.summary({ signal }),
    select: (response) => response.checks_summary,
  });
}
