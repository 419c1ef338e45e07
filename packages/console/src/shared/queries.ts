import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessageOf } from '@mission-control/api';
import { useToast } from '@mission-control/ui';

/** What a screen does after a write succeeded (its own toast, closing a dialog); the write refreshes first. */
export interface WriteOptions<TData, TVars> {
  onSuccess?: (data: TData, vars: TVars) => unknown;
}

/**
 * The one shape of an area's write (used by each area's queries.ts): a refusal toasts the server's sentence
 * through api's errorMessageOf (or `fallback` when it has none) and leaves the screen as it was to correct
 * it; a success refreshes the named keys, then runs the screen's own `onSuccess`.
 */
export function useWrite<TData, TVars = void>(
  mutationFn: (vars: TVars) => Promise<TData>,
  refresh: readonly QueryKey[],
  options: WriteOptions<TData, TVars> & { fallback?: string } = {},
) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data: TData, vars: TVars) => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(data, vars);
    },
    onError: (error) => toast.error(errorMessageOf(error, options.fallback)),
  });
}
