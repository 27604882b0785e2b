/**
 * The co-browse channel's events (DESIGN "Realtime", room cobrowse:<sessionId>), declared once so the sharing
 * browser, the server relay and the admin viewer agree. Sizes are bounded because the relay forwards whatever a
 * browser sends to an admin's screen.
 */
import { z } from 'zod';

const MAX_FRAME_CHARS = 4_000_000; // a 1920×1080 JPEG at quality 0.6 as a data URL is well under this
const MAX_SNAPSHOT_CHARS = 10_000_000;

const coordinate = z.number().finite();
const size = z.number().finite().nonnegative();
const timestamp = z.number().int().nonnegative();

export const pageStateSchema = z.object({
  scrollX: coordinate,
  scrollY: coordinate,
  windowWidth: size,
  windowHeight: size,
  documentWidth: size,
  documentHeight: size,
  pathname: z.string().max(2048),
  timestamp,
});

export const screenFrameSchema = z.object({
  image: z
    .string()
    .max(MAX_FRAME_CHARS)
    .regex(/^data:image\/jpeg;base64,/),
  timestamp,
  width: size,
  height: size,
});

export const domSnapshotSchema = z.object({
  html: z.string().max(MAX_SNAPSHOT_CHARS),
  styles: z.string().max(MAX_SNAPSHOT_CHARS),
  timestamp,
  viewportWidth: size,
  viewportHeight: size,
});

export const pointerEventSchema = z.object({
  clientX: coordinate,
  clientY: coordinate,
  pageX: coordinate,
  pageY: coordinate,
  timestamp,
});

export const cobrowseEventSchemas = {
  admin_request_view: z.object({ adminName: z.string().max(200).optional() }),
  admin_stopped_viewing: z.object({}),
  page_state: pageStateSchema,
  screen_frame: screenFrameSchema,
  dom_snapshot: domSnapshotSchema,
  mouse_move: pointerEventSchema,
  click: pointerEventSchema,
} as const;

export type CobrowseEventName = keyof typeof cobrowseEventSchemas;
export type CobrowsePayload<E extends CobrowseEventName> = z.output<(typeof cobrowseEventSchemas)[E]>;

export const COBROWSE_EVENT_NAMES = Object.keys(cobrowseEventSchemas) as CobrowseEventName[];

export function isCobrowseEventName(value: unknown): value is CobrowseEventName {
  return typeof value === 'string' && Object.hasOwn(cobrowseEventSchemas, value);
}

/** The payload if it is valid for the event, otherwise null (the relay drops it). */
export function parseCobrowsePayload<E extends CobrowseEventName>(
  event: E,
  payload: unknown,
): CobrowsePayload<E> | null {
  const result = cobrowseEventSchemas[event].safeParse(payload);
  return result.success ? (result.data as CobrowsePayload<E>) : null;
}

export function cobrowseRoom(sessionId: string): string {
  return `cobrowse:${sessionId}`;
}
