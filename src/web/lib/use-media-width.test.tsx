// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { viewportKind } from '../../domain/breakpoints.ts';
import { useMediaWidth } from './use-media-width.ts';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(cleanup);

describe('viewportKind (the shared breakpoints)', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1440, 'desktop'],
  ] as const)('maps %i px to %s', (width, expected) => {
    expect(viewportKind(width)).toBe(expected);
  });
});

describe('useMediaWidth', () => {
  it('follows the window width across the breakpoints', () => {
    resizeTo(390);
    const { result } = renderHook(() => useMediaWidth());
    expect(result.current).toBe('mobile');
    act(() => resizeTo(800));
    expect(result.current).toBe('tablet');
    act(() => resizeTo(1280));
    expect(result.current).toBe('desktop');
    act(() => resizeTo(768));
    expect(result.current).toBe('mobile');
  });
});
