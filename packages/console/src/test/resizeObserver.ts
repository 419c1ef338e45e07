import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has no layout: the virtual tables and React Flow measure their scroll areas through ResizeObserver. For the
 * test file that calls it, every observed element reports `width` × `height` at once.
 */
export function stubResizeObserver(size: { width: number; height: number }): void {
  class FixedSizeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { ...size, top: 0, left: 0 } as DOMRectReadOnly;
      this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  beforeAll(() => vi.stubGlobal('ResizeObserver', FixedSizeResizeObserver));
  afterAll(() => vi.unstubAllGlobals());
}
