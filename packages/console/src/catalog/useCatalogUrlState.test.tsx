import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage, type StorageAdapter } from '../provider/storage';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { useCatalogUrlState } from './useCatalogUrlState';

function renderState(storage: StorageAdapter, location: string) {
  const router = createMemoryRouterAdapter(location);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestConsoleProvider storage={storage} router={router}>
      {children}
    </TestConsoleProvider>
  );
  return { router, ...renderHook(() => useCatalogUrlState(), { wrapper }) };
}

describe('useCatalogUrlState', () => {
  it('#28 page size: the catalog list remembers the page size chosen last; a URL with one wins', () => {
    const storage = createMemoryStorage();
    const first = renderState(storage, '/catalog');
    expect(first.result.current[0].pageSize).toBe(50);
    act(() => first.result.current[1]({ pageSize: 200 }));
    expect(first.result.current[0].pageSize).toBe(200);
    first.unmount();

    // The next visit, by the sidebar link without parameters, starts at 200.
    expect(renderState(storage, '/catalog').result.current[0].pageSize).toBe(200);
    // A shared link keeps its own size.
    expect(renderState(storage, '/catalog?pageSize=25').result.current[0].pageSize).toBe(25);
  });
});
