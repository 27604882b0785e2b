/**
 * The replies this process is still generating, with or without a client, so shutdown can let them finish and be
 * saved before the database closes (src/server/main.ts awaits drainReplies).
 */

interface InFlightReply {
  finished: Promise<void>;
  /** Stops the model; the reply then saves what arrived, marked interrupted. */
  abort(reason: Error): void;
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
