import type { DiagramTheme } from './mermaid-render.ts';
import { type Size, svgSize } from './zoom.ts';

/**
 * Downloads of a drawn diagram. The SVG is made self-contained (namespace, explicit size, a background matching the
 * theme it was drawn in, so light text from the dark theme stays readable in any viewer); the PNG is that SVG
 * painted on a canvas at twice its size. Mermaid draws with SVG text (htmlLabels off), so the canvas is never
 * tainted by a foreignObject.
 */
const BACKGROUND: Record<DiagramTheme, string> = { light: '#ffffff', dark: '#18181b' };
const SVG_NS = 'http://www.w3.org/2000/svg';
const PNG_SCALE = 2;
/** Browsers refuse canvases much past this on a side. */
const MAX_CANVAS_SIDE = 16_384;

export interface PreparedSvg {
  markup: string;
  size: Size;
}

export function prepareSvg(svgMarkup: string, theme: DiagramTheme): PreparedSvg {
  const doc = new DOMParser().parseFromString(svgMarkup, 'image/svg+xml');
  const svg = doc.documentElement as unknown as SVGSVGElement;
  if (svg.nodeName.toLowerCase() !== 'svg') throw new Error('The diagram is not an SVG drawing.');
  const size = svgSize(svg);
  svg.setAttribute('xmlns', SVG_NS);
  svg.setAttribute('width', String(Math.ceil(size.width)));
  svg.setAttribute('height', String(Math.ceil(size.height)));
  // Mermaid sizes the drawing to its container with a max-width style; a file has no container.
  svg.style.removeProperty('max-width');
  const viewBox = svg
    .getAttribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  const [x, y] = viewBox && viewBox.length === 4 ? viewBox : [0, 0];
  const background = doc.createElementNS(SVG_NS, 'rect');
  background.setAttribute('x', String(x));
  background.setAttribute('y', String(y));
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', BACKGROUND[theme]);
  svg.insertBefore(background, svg.firstChild);
  return { markup: new XMLSerializer().serializeToString(svg), size };
}

export function svgBlob(prepared: PreparedSvg): Blob {
  return new Blob([prepared.markup], { type: 'image/svg+xml;charset=utf-8' });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The drawing could not be turned into an image.'));
    image.src = url;
  });
}

export async function pngBlob(prepared: PreparedSvg): Promise<Blob> {
  const scale = Math.min(
    PNG_SCALE,
    MAX_CANVAS_SIDE / Math.max(1, prepared.size.width),
    MAX_CANVAS_SIDE / Math.max(1, prepared.size.height),
  );
  const url = URL.createObjectURL(svgBlob(prepared));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(prepared.size.width * scale));
    canvas.height = Math.max(1, Math.round(prepared.size.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** "entity-relationship-diagram-3f2a9c1b.svg" */
export function diagramFilename(label: string, messageId: string, index: number, extension: 'svg' | 'png') {
  const slug =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'diagram';
  const suffix = index > 0 ? `-${index + 1}` : '';
  return `${slug}-${messageId.slice(0, 8)}${suffix}.${extension}`;
}
