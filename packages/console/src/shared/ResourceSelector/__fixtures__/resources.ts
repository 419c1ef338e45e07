import type { ResourceSearchRequest, ResourceSearchResponse } from '@mission-control/api';

type Item = NonNullable<ResourceSearchResponse['configs']>[number];

/** 60 catalog items, a component and a check: more than one window of options. */
export const resourceFixture: Required<Pick<ResourceSearchResponse, 'configs' | 'components' | 'checks'>> = {
  configs: Array.from({ length: 60 }, (_, index): Item => ({
    id: `cfg-${index + 1}`,
    name: `payments-${String(index + 1).padStart(2, '0')}`,
    type: 'Kubernetes::Pod',
    icon: 'kubernetes',
    tags: { namespace: 'payments' },
  })),
  components: [{ id: 'cmp-1', name: 'payments-api', type: 'API', icon: 'server', tags: {} }],
  checks: [{ id: 'chk-1', name: 'payments-health', type: 'http', icon: 'http', tags: {} }],
};

/** A fake `client.resources.search`: by id, else items whose name contains the search's words. */
export async function fakeResourceSearch(request: ResourceSearchRequest): Promise<ResourceSearchResponse> {
  const out: ResourceSearchResponse = {};
  for (const [kind, selectors] of Object.entries(request) as [
    keyof typeof resourceFixture,
    { id?: string; search?: string }[],
  ][]) {
    const items = resourceFixture[kind] ?? [];
    out[kind] = items.filter((item) =>
      (selectors ?? []).some((s) =>
        s.id ? item.id === s.id : (s.search ?? '').split(/\s+/).every((word) => item.name.includes(word)),
      ),
    );
  }
  return out;
}
