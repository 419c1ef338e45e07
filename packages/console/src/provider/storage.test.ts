import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, createMemoryStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('storage adapters', () => {
  it('keeps values apart per namespace in localStorage', () => {
    const a = createLocalStorage('a');
    const b = createLocalStorage('b');
    a.setItem('refresh', '30s');
    expect(a.getItem('refresh')).toBe('30s');
    expect(b.getItem('refresh')).toBeNull();
    expect(window.localStorage.getItem('a:refresh')).toBe('30s');
    a.removeItem('refresh');
    expect(a.getItem('refresh')).toBeNull();
  });

  it('falls back to memory when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const storage = createLocalStorage('x');
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('memory storage round-trips', () => {
    const storage = createMemoryStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});
