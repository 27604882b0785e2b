/**
 * The replies this process is still generating, with or without a client, so shutdown can let them finish and be
 * saved before the database closes (src/server/main.ts awaits drainReplies), and so the user's Stop generating
 * (POST /api/chat/stop) reaches the reply of their session.
 */

interface InFlightReply {
  sessionId: string;
  userId: string;
  finished: Promise<void>;
  /** Stops the model; the reply then saves what arrived (stopped for a ReplyStopped reason, else interrupted). */
  abort(reason: Error): void;
}

/** The reason a reply is aborted with when its user pressed Stop generating. */
export class ReplyStopped extends Error {
  constructor() {
    super('The reply was stopped');
    this.name = 'ReplyStopped';
  }
}

const inFlight = new Set<InFlightReply>();

/** Tracks a reply until its `finished` settles. */
export function trackReply(reply: InFlightReply): void {
  inFlight.add(reply);
  void reply.finished.finally(() => inFlight.delete(reply));
}

export function countRepliesInFlight(): number {
  return inFlight.size;
}

/**
 * Stops the replies being generated in the user's session (another user's replies are never touched); each then
 * saves what arrived, marked stopped. Resolves with how many were stopped once they are saved.
 */
export async function stopReplies(options: { sessionId: string; userId: string }): Promise<number> {
  const stopped = [...inFlight].filter(
    (r) => r.sessionId === options.sessionId && r.userId === options.userId,
  );
  for (const reply of stopped) reply.abort(new ReplyStopped());
  await Promise.allSettled(stopped.map((r) => r.finished));
  return stopped.length;
}

const settleWithin = (promises: Promise<unknown>[], ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void Promise.allSettled(promises).then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/**
 * Waits up to `timeoutMs` for every reply in flight to finish and be saved; those still running are then
 * stopped and save what arrived as interrupted (given `saveGraceMs` more). Resolves with the counts.
 */
export async function drainReplies(
  timeoutMs: number,
  saveGraceMs = 2_000,
): Promise<{ finished: number; interrupted: number }> {
  const replies = [...inFlight];
  if (replies.length === 0) return { finished: 0, interrupted: 0 };
  const allDone = await settleWithin(
    replies.map((r) => r.finished),
    timeoutMs,
  );
  if (allDone) return { finished: replies.length, interrupted: 0 };
  const stillRunning = [...inFlight];
  for (const reply of stillRunning) reply.abort(new Error('The server shut down before the reply finished'));
  await settleWithin(
    stillRunning.map((r) => r.finished),
    saveGraceMs,
  );
  return { finished: replies.length - stillRunning.length, interrupted: stillRunning.length };
}
