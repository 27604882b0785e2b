/**
 * Pan and zoom of the full-page diagram as plain arithmetic: the drawing is translated by (x, y) then scaled, so a
 * point p of the drawing appears at x + p × scale. Pure, so the feel of the viewer is unit-tested.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
/** One press of + or -, one wheel notch of a mouse. */
export const ZOOM_STEP = 1.25;
/** Room left around a fitted drawing. */
const FIT_MARGIN = 24;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Zooms by `factor` keeping the drawing's point under `at` (viewport coordinates) where it is. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The whole drawing, centred, as large as fits (never enlarged past its natural size unless it is tiny). */
export function fitView(content: Size, viewport: Size): View {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return { scale: 1, x: 0, y: 0 };
  }
  const room = {
    width: Math.max(1, viewport.width - 2 * FIT_MARGIN),
    height: Math.max(1, viewport.height - 2 * FIT_MARGIN),
  };
  const scale = clampScale(Math.min(room.width / content.width, room.height / content.height, 2));
  return centre(content, viewport, scale);
}

/** The drawing at `scale`, centred in the viewport. */
export function centre(content: Size, viewport: Size, scale: number): View {
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/** The natural size of an SVG from its viewBox (what Mermaid always writes), else its width/height attributes. */
export function svgSize(svg: SVGSVGElement): Size {
  const box = svg.viewBox?.baseVal;
  if (box && box.width > 0 && box.height > 0) return { width: box.width, height: box.height };
  const width = Number.parseFloat(svg.getAttribute('width') ?? '');
  const height = Number.parseFloat(svg.getAttribute('height') ?? '');
  return { width: Number.isFinite(width) ? width : 0, height: Number.isFinite(height) ? height : 0 };
}
