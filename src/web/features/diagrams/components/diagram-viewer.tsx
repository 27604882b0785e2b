import { MinusIcon, PlusIcon, ScanIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { centre, fitView, panBy, type Size, svgSize, type View, ZOOM_STEP, zoomAt } from '../lib/zoom.ts';

const KEY_PAN = 48;

interface DiagramViewerProps {
  svg: string;
  label: string;
  /** Extra controls at the end of the toolbar (downloads). */
  actions?: ReactNode;
}

type Point = { x: number; y: number };

/**
 * A drawn diagram filling its area, to inspect closely: drag (or arrow keys) to pan, wheel, pinch or +/- to zoom
 * around the pointer, 0 to fit, 1 for actual size, double-click to zoom in there.
 */
export function DiagramViewer({ svg, label, actions }: DiagramViewerProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [natural, setNatural] = useState<Size>({ width: 0, height: 0 });
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number } | null>(null);

  const viewportSize = useCallback((): Size => {
    const box = viewportRef.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  }, []);

  const fit = useCallback(() => setView(fitView(natural, viewportSize())), [natural, viewportSize]);
  const actualSize = () => setView(centre(natural, viewportSize(), 1));
  const zoomCentre = (factor: number) => {
    const size = viewportSize();
    setView((current) => zoomAt(current, factor, { x: size.width / 2, y: size.height / 2 }));
  };

  // Give the drawing its natural size (Mermaid writes width="100%"), then fit it; again for each new drawing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: svg is injected as HTML, so it is read from the DOM
  useLayoutEffect(() => {
    const element = contentRef.current?.querySelector('svg');
    if (!element) return;
    const size = svgSize(element);
    element.setAttribute('width', String(size.width));
    element.setAttribute('height', String(size.height));
    element.style.maxWidth = 'none';
    setNatural(size);
    setView(fitView(size, viewportSize()));
  }, [svg, viewportSize]);

  // The wheel must be able to prevent the page from scrolling, which React's passive listener cannot.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = viewport.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      setView((current) =>
        zoomAt(current, factor, { x: event.clientX - box.left, y: event.clientY - box.top }),
      );
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = viewportRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    pinch.current = null;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const all = [...pointers.current.values()];
    if (all.length === 1) {
      setView((current) => panBy(current, point.x - previous.x, point.y - previous.y));
      return;
    }
    const [a, b] = all as [Point, Point];
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    if (pinch.current && pinch.current.distance > 0) {
      const factor = distance / pinch.current.distance;
      setView((current) => zoomAt(current, factor, middle));
    }
    pinch.current = { distance };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_PAN * 4 : KEY_PAN;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setView((current) => panBy(current, step, 0)),
      ArrowRight: () => setView((current) => panBy(current, -step, 0)),
      ArrowUp: () => setView((current) => panBy(current, 0, step)),
      ArrowDown: () => setView((current) => panBy(current, 0, -step)),
      '+': () => zoomCentre(ZOOM_STEP),
      '=': () => zoomCentre(ZOOM_STEP),
      '-': () => zoomCentre(1 / ZOOM_STEP),
      _: () => zoomCentre(1 / ZOOM_STEP),
      '0': fit,
      '1': actualSize,
    };
    const move = moves[event.key];
    if (!move || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        className="flex flex-wrap items-center gap-1 border-b bg-background/80 px-2 py-1.5 backdrop-blur sm:px-4"
        role="toolbar"
        aria-label="Diagram controls"
      >
        <Button variant="ghost" size="icon" onClick={() => zoomCentre(1 / ZOOM_STEP)} aria-label="Zoom out">
          <MinusIcon />
        </Button>
        <output className="w-14 text-center text-sm tabular-nums" aria-live="polite" aria-label="Zoom level">
          {Math.round(view.scale * 100)}%
        </output>
        <Button variant="ghost" size="icon" onClick={() => zoomCentre(ZOOM_STEP)} aria-label="Zoom in">
          <PlusIcon />
        </Button>
        <Button variant="ghost" size="sm" onClick={fit}>
          <ScanIcon />
          Fit
        </Button>
        <Button variant="ghost" size="sm" onClick={actualSize}>
          100%
        </Button>
        {actions ? <div className="ml-auto flex items-center gap-1">{actions}</div> : null}
      </div>
      <div
        ref={viewportRef}
        role="application"
        aria-roledescription="diagram canvas"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the keyboard (arrows pan, +/- zoom)
        tabIndex={0}
        aria-label={`${label}. Drag or use the arrow keys to move, + and - to zoom, 0 to fit, 1 for actual size.`}
        className="relative min-h-0 flex-1 cursor-grab touch-none select-none overflow-hidden bg-[radial-gradient(circle,var(--color-border)_1px,transparent_1px)] bg-size-[20px_20px] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onDoubleClick={(event) => setView((current) => zoomAt(current, 2, local(event)))}
        data-testid="diagram-viewport"
      >
        <div
          ref={contentRef}
          className="absolute top-0 left-0 origin-top-left will-change-transform"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          // Mermaid's own SVG, produced with securityLevel "strict" (sanitised, no scripts, no links).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </div>
    </div>
  );
}
