/**
 * Chat streaming overhead: a local fake provider (OpenAI-compatible SSE) streams N tokens at a fixed pace. In one
 * run we measure its own stream read directly (the baseline) and the same stream through POST /api/chat of a real
 * server (a child process on loopback, PGlite data dir, provider openai-compatible) at 1, 50 and 200 concurrent
 * streams: added time-to-first-token p50/p99 and delivered tokens/s as a ratio of direct; the server's memory
 * growth during 200 streams and after; and a fault run that disconnects 200 clients at random points and checks
 * that all 200 replies were saved complete. `npm run bench:chat`; not part of npm test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/postgres-server.ts';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 100);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 10);
const LEVELS = [1, 50, 200];
const root = fileURLToPath(new URL('..', import.meta.url));

function startFakeProvider(): Promise<string> {
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-bench',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'bench',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        if (i < TOKENS) {
          res.write(chunk({ content: `tok${i} ` }));
          i += 1;
          return;
        }
        clearInterval(timer);
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
      }, PACE_MS);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
    ),
  );
}

const expectedReply = Array.from({ length: TOKENS }, (_, i) => `tok${i} `).join('');

interface StreamResult {
  ttft: number;
  tokens: number;
  start: number;
  end: number;
}

/** Reads an SSE body; counts content tokens by `count(payload)`; aborts after `abortAfter` tokens. */
async function readStream(
  url: string,
  init: RequestInit,
  count: (payload: string) => number,
  abortAfter?: number,
): Promise<StreamResult> {
  const abort = new AbortController();
  const start = performance.now();
  const res = await fetch(url, { ...init, signal: abort.signal });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ttft = Number.NaN;
  let tokens = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const n = count(frame.replace(/^data: ?/, ''));
        if (n > 0 && Number.isNaN(ttft)) ttft = performance.now() - start;
        tokens += n;
        end = buffer.indexOf('\n\n');
      }
      if (abortAfter !== undefined && tokens >= abortAfter) {
        abort.abort();
        break;
      }
    }
  } catch (error) {
    if (abortAfter === undefined) throw error;
  }
  return { ttft, tokens, start, end: performance.now() };
}

const countDirect = (payload: string) => {
  if (payload === '[DONE]') return 0;
  const content = (JSON.parse(payload) as { choices: Array<{ delta: { content?: string } }> }).choices[0]
    ?.delta.content;
  return content ? 1 : 0;
};
const countChat = (payload: string) => (payload.startsWith('{"type":"content_block_delta"') ? 1 : 0);

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summarise(results: StreamResult[]) {
  const start = Math.min(...results.map((r) => r.start));
  const end = Math.max(...results.map((r) => r.end));
  const tokens = results.reduce((sum, r) => sum + r.tokens, 0);
  return {
    p50: percentile(
      results.map((r) => r.ttft),
      50,
    ),
    p99: percentile(
      results.map((r) => r.ttft),
      99,
    ),
    tokensPerSecond: tokens / ((end - start) / 1000),
    tokens,
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--server'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url };
}

async function main(): Promise<void> {
  const providerUrl = await startFakeProvider();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ideaforge-bench-chat-'));
  const port = await freePort();
  const { child, url } = await startChild({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    CAPTCHA_PROVIDER: 'off',
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'bench',
    OPENAI_BASE_URL: providerUrl,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const pid = child.pid ?? 0;
  try {
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'bench@example.test', password: 'Bench-password-1', name: 'Bench' }),
    });
    const token = signUp.headers.get('set-auth-token');
    if (!token) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const newSession = async () => {
      const res = await fetch(`${url}/api/sessions`, { method: 'POST', headers, body: '{}' });
      return ((await res.json()) as { id: string }).id;
    };
    const direct = () =>
      readStream(
        `${providerUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
        },
        countDirect,
      );
    const viaChat = (sessionId: string, abortAfter?: number) =>
      readStream(
        `${url}/api/chat`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ sessionId, messages: [{ role: 'user', content: 'Benchmark message' }] }),
        },
        countChat,
        abortAfter,
      );

    // Warm-up: JIT, database pages, connection pools.
    await Promise.all(Array.from({ length: 5 }, async () => viaChat(await newSession())));
    await direct();

    console.log(`fake provider: ${TOKENS} tokens per stream, one every ${PACE_MS} ms`);
    const load = () => loadavg()[0]?.toFixed(1);
    console.log(
      `machine: ${cpus().length} cores, load average ${load()} at the start (figures are noisy above it)`,
    );
    console.log(
      'streams | TTFT p50 direct → chat (added) | TTFT p99 direct → chat (added) | tokens/s chat ÷ direct',
    );
    let memory = { before: 0, peak: 0, after: 0 };
    for (const n of LEVELS) {
      const d = summarise(await Promise.all(Array.from({ length: n }, () => direct())));
      const sessions = await Promise.all(Array.from({ length: n }, () => newSession()));
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 25);
      const c = summarise(await Promise.all(sessions.map((id) => viaChat(id))));
      clearInterval(sampler);
      if (c.tokens !== n * TOKENS)
        console.log(`  ! delivered ${c.tokens} of ${n * TOKENS} tokens through the chat`);
      if (n === 200) {
        await new Promise((r) => setTimeout(r, 3000));
        memory = { before, peak, after: rssMb(pid) };
      }
      const f = (x: number) => x.toFixed(1).padStart(6);
      console.log(
        `${String(n).padStart(7)} | ${f(d.p50)} → ${f(c.p50)} ms (+${(c.p50 - d.p50).toFixed(1)}) | ${f(d.p99)} → ${f(
          c.p99,
        )} ms (+${(c.p99 - d.p99).toFixed(1)}) | ${c.tokensPerSecond.toFixed(0)} ÷ ${d.tokensPerSecond.toFixed(0)} = ${(
          c.tokensPerSecond / d.tokensPerSecond
        ).toFixed(3)}`,
      );
    }
    console.log(
      `server RSS for 200 streams: ${memory.before.toFixed(0)} MB before, peak ${memory.peak.toFixed(0)} MB (+${(
        memory.peak - memory.before
      ).toFixed(
        0,
      )} MB), ${memory.after.toFixed(0)} MB 3 s after (+${(memory.after - memory.before).toFixed(0)} MB)`,
    );

    // Fault run: 200 clients disconnect at random points; every reply must still be saved complete.
    const faultSessions = await Promise.all(Array.from({ length: 200 }, () => newSession()));
    await Promise.all(faultSessions.map((id) => viaChat(id, 1 + Math.floor(Math.random() * (TOKENS - 2)))));
    const deadline = Date.now() + 30_000;
    let complete = 0;
    while (Date.now() < deadline) {
      const saved = await Promise.all(
        faultSessions.map(async (id) => {
          const res = await fetch(`${url}/api/sessions/${id}/messages`, { headers });
          const { items } = (await res.json()) as {
            items: Array<{ isUser: boolean; status: string; content: string }>;
          };
          const reply = items.find((m) => !m.isUser);
          return reply?.status === 'complete' && reply.content === expectedReply;
        }),
      );
      complete = saved.filter(Boolean).length;
      if (complete === faultSessions.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`load average at the end: ${load()}`);
    console.log(
      `fault run: ${complete}/200 replies saved complete after clients disconnected at random points`,
    );
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    process.exit();
  }
}

if (process.argv[2] === '--server') {
  // Child mode: the real server, configured by the parent's environment.
  const { startServer } = await import('../src/server/main.ts');
  const server = await startServer({ webRoot: path.join(tmpdir(), 'ideaforge-no-web') });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  await main();
}
