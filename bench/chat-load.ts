/**
 * The two processes around the server in `npm run bench:chat`, each kept out of the server's way:
 * - the fake provider (`--provider`): an OpenAI-compatible chat.completions SSE stream of N tokens at a fixed pace,
 *   all streams paced by one timer, frames prepared once;
 * - the load generator (`--client`): opens streams over plain node:http and counts tokens by scanning the bytes
 *   for a marker, the same work for the direct stream and for POST /api/chat, so the comparison is fair.
 * Both talk to the orchestrator (bench/chat.bench.ts) over the fork IPC channel.
 */
import { Agent, createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOKENS = Number(process.env.BENCH_TOKENS ?? 100);
export const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 10);
export const expectedReply = Array.from({ length: TOKENS }, (_, i) => `tok${i} `).join('');

/**
 * Tokens are counted by their text (`tok<i> `), so a server that sends several tokens in one event delivers the
 * same count. The chat's stream repeats the whole reply in content_complete: counting stops there.
 */
const TOKEN_MARKER = 'tok';
export const END_MARKERS = { direct: undefined, chat: '"type":"content_complete"' } as const;

export interface StreamResult {
  ttft: number;
  tokens: number;
  /** Server-sent events received (`data:` lines), the deltas merged included. */
  events: number;
  start: number;
  end: number;
}

export interface LoadCommand {
  url: string;
  headers: Record<string, string>;
  /** One request body per stream. */
  bodies: string[];
  marker: keyof typeof END_MARKERS;
  /** Per stream: disconnect after this many tokens (the fault run). */
  abortAfter?: number[];
  /** Spread the starts evenly over this many ms (0: all at once). */
  spreadMs?: number;
}

function runProvider(): void {
  const frame = (delta: object, finish: string | null = null) =>
    Buffer.from(
      `data: ${JSON.stringify({
        id: 'chatcmpl-bench',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'bench',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );
  const first = frame({ role: 'assistant', content: '' });
  const tokens = Array.from({ length: TOKENS }, (_, i) => frame({ content: `tok${i} ` }));
  const last = Buffer.concat([frame({}, 'stop'), Buffer.from('data: [DONE]\n\n')]);
  const active = new Map<ServerResponse, number>();
  setInterval(() => {
    for (const [res, i] of active) {
      if (res.destroyed) {
        active.delete(res);
      } else if (i < TOKENS) {
        res.write(tokens[i]);
        active.set(res, i + 1);
      } else {
        active.delete(res);
        res.end(last);
      }
    }
  }, PACE_MS);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(first);
      active.set(res, 0);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
  });
}

// A fresh connection per stream on both paths: reusing an idle keep-alive socket the server is closing at that
// moment fails the stream ("socket hang up"), and a fresh loopback connection costs both paths the same.
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openStream(command: LoadCommand, body: string, abortAfter?: number): Promise<StreamResult> {
  const marker = TOKEN_MARKER;
  const endMarker = END_MARKERS[command.marker];
  let ended = false;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttft = Number.NaN;
    let tokens = 0;
    let events = 0;
    let tail = '';
    const req = request(
      command.url,
      {
        method: 'POST',
        agent,
        headers: { ...command.headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${command.url}: HTTP ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        const finish = () => resolve({ ttft, tokens, events, start, end: performance.now() });
        const keep = Math.max(marker.length, endMarker?.length ?? 0) - 1;
        res.on('data', (text: string) => {
          if (ended) return;
          // A marker may straddle two reads: scan with the previous read's tail in front (its markers were
          // counted already, so only those ending in the new text count).
          const scan = tail + text;
          const endAt = endMarker === undefined ? -1 : scan.indexOf(endMarker);
          const limit = endAt === -1 ? scan.length : endAt;
          let at = scan.indexOf(marker, Math.max(0, tail.length - marker.length + 1));
          while (at !== -1 && at < limit) {
            if (Number.isNaN(ttft)) ttft = performance.now() - start;
            tokens += 1;
            at = scan.indexOf(marker, at + marker.length);
          }
          let frame = scan.indexOf('data:', Math.max(0, tail.length - 4));
          while (frame !== -1) {
            events += 1;
            frame = scan.indexOf('data:', frame + 5);
          }
          if (endAt !== -1) ended = true;
          tail = scan.slice(-keep);
          if (abortAfter !== undefined && tokens >= abortAfter) {
            req.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', () => (abortAfter === undefined ? reject(new Error('stream failed')) : finish()));
      },
    );
    req.on('error', (error) => (abortAfter === undefined ? reject(error) : undefined));
    req.end(body);
  });
}

async function runLoad(command: LoadCommand): Promise<StreamResult[]> {
  const spread = command.spreadMs ?? 0;
  return Promise.all(
    command.bodies.map(async (body, i) => {
      if (spread > 0) await new Promise((r) => setTimeout(r, (spread * i) / command.bodies.length));
      return openStream(command, body, command.abortAfter?.[i]);
    }),
  );
}

function runClient(): void {
  process.on('message', (command: LoadCommand) => {
    runLoad(command).then(
      (results) => process.send?.({ results }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
  process.send?.({ ready: true });
}

/**
 * The floor (`--relay <provider url>`): the thinnest Node HTTP relay of the same stream, a pass-through of the
 * provider's bytes with no parsing, no database and no auth. What it adds over direct is what any Node server in
 * front of the provider adds on this machine; the chat server's own cost is what it adds beyond that.
 */
function runRelay(providerUrl: string): void {
  const upstreamAgent = new Agent({ keepAlive: true, timeout: 4_000, maxSockets: Number.POSITIVE_INFINITY });
  const target = new URL(`${providerUrl}/chat/completions`);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // A kept-alive connection the provider closed while idle fails before any answer: send again on a new one.
      const send = (agent: Agent | false) => {
        const up = request(
          target,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (upRes) => {
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
            upRes.on('data', (c: Buffer) => res.write(c));
            upRes.on('end', () => res.end());
          },
        );
        up.on('error', (error: NodeJS.ErrnoException) => {
          if (up.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) send(false);
          else res.destroy();
        });
        res.on('close', () => up.destroy());
        up.end(body);
      };
      send(upstreamAgent);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
  });
}

if (process.argv[2] === '--provider') runProvider();
if (process.argv[2] === '--relay') runRelay(String(process.argv[3]));
if (process.argv[2] === '--client') runClient();
