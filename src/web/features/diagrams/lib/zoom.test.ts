import { describe, expect, it } from 'vitest';
import { centre, clampScale, fitView, MAX_SCALE, MIN_SCALE, panBy, zoomAt } from './zoom.ts';

describe('diagram zoom and pan', () => {
  it('keeps the point under the cursor in place while zooming', () => {
    const view = { scale: 1, x: 10, y: 20 };
    const at = { x: 200, y: 150 };
    const drawingPoint = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomAt(view, 2, at);
    expect(zoomed.scale).toBe(2);
    expect(zoomed.x + drawingPoint.x * zoomed.scale).toBeCloseTo(at.x);
    expect(zoomed.y + drawingPoint.y * zoomed.scale).toBeCloseTo(at.y);
  });

  it('never zooms past its limits', () => {
    expect(clampScale(100)).toBe(MAX_SCALE);
    expect(clampScale(0.001)).toBe(MIN_SCALE);
    expect(zoomAt({ scale: MAX_SCALE, x: 0, y: 0 }, 2, { x: 50, y: 50 })).toEqual({
      scale: MAX_SCALE,
      x: 0,
      y: 0,
    });
  });

  it('moves the drawing by what the pointer or arrow keys moved', () => {
    expect(panBy({ scale: 2, x: 5, y: 5 }, -40, 10)).toEqual({ scale: 2, x: -35, y: 15 });
  });

  it('fits a large drawing inside the viewport, centred, with a margin', () => {
    const view = fitView({ width: 2000, height: 1000 }, { width: 1048, height: 800 });
    expect(view.scale).toBeCloseTo(0.5);
    expect(view.x).toBeCloseTo(24);
    expect(view.y).toBeCloseTo((800 - 500) / 2);
  });

  it('enlarges a small drawing at most twice', () => {
    expect(fitView({ width: 100, height: 50 }, { width: 1000, height: 800 }).scale).toBe(2);
  });

  it('copes with a drawing that has no size yet', () => {
    expect(fitView({ width: 0, height: 0 }, { width: 500, height: 500 })).toEqual({ scale: 1, x: 0, y: 0 });
    expect(centre({ width: 100, height: 100 }, { width: 300, height: 200 }, 1)).toEqual({
      scale: 1,
      x: 100,
      y: 50,
    });
  });
});
