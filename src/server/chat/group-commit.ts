/**
 * Group commit for the chat's hot writes: concurrent callers' rows go to the database as one multi-row statement.
 * A row submitted while no statement is running waits only until the end of the current tick (so the requests of
 * one burst share it); rows submitted while a statement runs join the next one. Under no load that is a single-row
 * statement a tick later; under a burst of 200 sends it is one or two statements instead of 200 (on PGlite ~25 ms
 * of CPU for all of them against ~2 ms each). Each caller's promise settles when its own row is committed, so a
 * write still comes before whatever the caller does next (the user message before the model call).
 *
 * A statement's rows must not interfere: rows with the same `key` (e.g. one chat session) go to separate
 * statements, in order. When a multi-row statement fails, its rows are retried one by one, so one bad row only
 * fails its own caller.
 */

export interface GroupCommit<Item, Result> {
  submit(item: Item): Promise<Result>;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function createGroupCommit<Item, Result>(options: {
  /** Writes the rows in one statement; results in input order. */
  run(items: Item[]): Promise<Result[]>;
  /** Rows with the same key never share a statement. */
  key(item: Item): string;
  /** Rows per statement at most (keeps statements and their parameters bounded). */
  maxBatch?: number;
}): GroupCommit<Item, Result> {
  const maxBatch = options.maxBatch ?? 250;
  let queue: Waiting<Item, Result>[] = [];
  let running = false;
  let scheduled = false;

  const settle = async (batch: Waiting<Item, Result>[]) => {
    try {
      const results = await options.run(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(results[i] as Result);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad row must not fail the others: each row alone, so only its own caller sees its error.
      await Promise.all(batch.map((w) => settle([w])));
    }
  };

  const flush = () => {
    scheduled = false;
    if (running || queue.length === 0) return;
    const keys = new Set<string>();
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    for (const waiting of queue) {
      const key = options.key(waiting.item);
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    running = true;
    void settle(batch).finally(() => {
      running = false;
      flush();
    });
  };

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running && !scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
