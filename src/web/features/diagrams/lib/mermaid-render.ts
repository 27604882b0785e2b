/**
 * Draws Mermaid text into SVG markup. `mermaid` (~600 KiB gzipped with its diagram kinds) is imported on first
 * use only, so no page pays for it before a diagram appears. Renders run one at a time: mermaid keeps global
 * configuration and measures text in a scratch element, so overlapping renders would disturb each other.
 */
export type DiagramTheme = 'light' | 'dark';

export interface RenderedDiagram {
  svg: string;
  /** Mermaid's name for the kind of diagram ("er", "flowchart-v2", "classDiagram"…). */
  kind: string;
}

/** A diagram whose text Mermaid cannot read; the message is the parser's, shown in the error card. */
export class DiagramSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiagramSyntaxError';
  }
}

type Mermaid = typeof import('mermaid')['default'];

let loading: Promise<Mermaid> | null = null;
let configuredTheme: DiagramTheme | null = null;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

export function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((module) => module.default);
  // A failed chunk load (offline, new deployment) may be retried by the next diagram.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function configure(mermaid: Mermaid, theme: DiagramTheme) {
  if (configuredTheme === theme) return;
  mermaid.initialize({
    startOnLoad: false,
    // No script, no clickable links from a model's text.
    securityLevel: 'strict',
    theme: theme === 'dark' ? 'dark' : 'default',
    darkMode: theme === 'dark',
    // SVG text instead of HTML labels: the drawing stays one self-contained SVG that exports to PNG untainted.
    htmlLabels: false,
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  });
  configuredTheme = theme;
}

/** The parser's message, without Mermaid's caret art and with its own wording kept. */
export function describeSyntaxError(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const text = raw.replace(/\r/g, '').trim();
  return text === '' ? 'The diagram text could not be read.' : text;
}

/**
 * Removes the scratch nodes Mermaid leaves in <body>: its render container when a render fails, and the bare SVGs
 * some diagram kinds use to measure text (seen below the footer otherwise). Renders are serialised, so any SVG
 * that appeared at the top of <body> during this one is Mermaid's.
 */
function cleanUp(id: string, before: ReadonlySet<Element>) {
  for (const leftover of [document.getElementById(id), document.getElementById(`d${id}`)]) leftover?.remove();
  for (const child of [...document.body.children]) {
    if (!before.has(child) && child.tagName.toLowerCase() === 'svg') child.remove();
  }
}

/** Mermaid's own margin around a drawing, in SVG units. */
const DRAWING_PADDING = 8;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Sets the drawing's viewBox from where its shapes really are once laid out in the page. Inside the app Mermaid
 * sometimes measures a flowchart before its nodes are moved into place (seen as a viewBox around the origin, about
 * half the drawing's size), which cut context maps and ER diagrams off on the right and at the bottom. A laid-out but
 * invisible copy, measured a frame later, gives the true box.
 */
async function fitViewBox(svgMarkup: string): Promise<string> {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:absolute;left:-100000px;top:0;visibility:hidden;pointer-events:none;';
  host.innerHTML = svgMarkup;
  const svg = host.querySelector('svg');
  if (!svg) return svgMarkup;
  document.body.append(host);
  try {
    await nextFrame();
    const box = svg.getBBox();
    if (box.width <= 0 || box.height <= 0) return svgMarkup;
    const width = box.width + DRAWING_PADDING * 2;
    const height = box.height + DRAWING_PADDING * 2;
    svg.setAttribute('viewBox', `${box.x - DRAWING_PADDING} ${box.y - DRAWING_PADDING} ${width} ${height}`);
    if (svg.style.maxWidth) svg.style.maxWidth = `${width}px`;
    return svg.outerHTML;
  } finally {
    host.remove();
  }
}

async function renderNow(source: string, theme: DiagramTheme): Promise<RenderedDiagram> {
  const mermaid = await loadMermaid();
  configure(mermaid, theme);
  try {
    await mermaid.parse(source);
  } catch (error) {
    throw new DiagramSyntaxError(describeSyntaxError(error));
  }
  counter += 1;
  const id = `ideaforge-diagram-${counter}`;
  const before = new Set(document.body.children);
  try {
    const { svg, diagramType } = await mermaid.render(id, source);
    return { svg: await fitViewBox(svg), kind: diagramType };
  } catch (error) {
    throw new DiagramSyntaxError(describeSyntaxError(error));
  } finally {
    cleanUp(id, before);
  }
}

export function renderMermaid(source: string, theme: DiagramTheme): Promise<RenderedDiagram> {
  const next = queue.then(() => renderNow(source.trim(), theme));
  queue = next.catch(() => undefined);
  return next;
}
