/**
 * Chat streaming overhead: a local fake provider (OpenAI-compatible SSE) streams N tokens at a fixed pace. In one
 * run we measure its own stream read directly (the baseline) and the same stream through POST /api/chat of a real
 * server (PGlite data dir, provider openai-compatible) at 1, 50 and 200 concurrent streams: added time-to-first-
 * token p50/p99 and delivered tokens/s as a ratio of direct; the server's memory growth during 200 streams and
 * after; and a fault run that disconnects 200 clients at random points and checks that all 200 replies were saved
 * complete. The same rounds also go through a bare Node relay (bench/chat-load.ts --relay: the provider's bytes
 * passed through, no parsing, database or auth): the floor any Node server in front of the provider starts from on
 * this machine, printed beside the chat's figures. Tokens are counted by their text (the server merges text deltas
 * into fewer events, see src/server/ai/coalescing-fetch.ts); the last column gives the events a stream carried on
 * each side. The provider, the relay, the server and the load generator are separate processes
 * (bench/chat-load.ts), so the client's own work never starves the server; the orchestrator here only sends
 * commands and samples memory.
 * `npm run bench:chat`; not part of npm test. BENCH_TOKENS, BENCH_PACE_MS, BENCH_ROUNDS, BENCH_LEVELS tune it;
 * BENCH_DATABASE=postgres runs the server on a private PostgreSQL (scripts/lib/postgres-server.ts) instead of PGlite;
 * BENCH_PROFILE=<dir> writes a CPU profile of the server per level, covering only the chat rounds; BENCH_FAULT=0
 * skips the fault run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type PostgresServer, startPostgres } from '../scripts/lib/postgres-server.ts';
import { expectedReply, type LoadCommand, PACE_MS, type StreamResult, TOKENS } from './chat-load.ts';
import { cpuMs, forkHelper, percentile, rssMb, stopChild } from './lib/child-process.ts';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,50,200').split(',').map(Number);
/**
 * Each level starts its streams all in the same instant (a burst: the database work of every request queues
 * before the first token); 200 also runs with the starts spread over one stream's length, the steady state of
 * 200 streams in flight.
 */
const SCENARIOS = [
  ...LEVELS.map((n) => ({ n, spreadMs: 0 })),
  ...(LEVELS.includes(200) ? [{ n: 200, spreadMs: TOKENS * PACE_MS }] : []),
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const loadScript = fileURLToPath(new URL('./chat-load.ts', import.meta.url));

const median = (xs: number[]) => percentile(xs, 50);

function tokensPerSecond(results: StreamResult[]): number {
  const start = Math.min(...results.map((r) => r.start));
  const end = Math.max(...results.map((r) => r.end));
  return results.reduce((sum, r) => sum + r.tokens, 0) / ((end - start) / 1000);
}

async function main(): Promise<void> {
  let postgres: PostgresServer | undefined;
  if (process.env.BENCH_DATABASE === 'postgres') postgres = await startPostgres();
  const databaseUrl = postgres?.url ?? process.env.DATABASE_URL;
  const profileDir = process.env.BENCH_PROFILE;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const provider = await forkHelper(loadScript, ['--provider']);
  const providerUrl = String(provider.first.url);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ideaforge-bench-chat-'));
  const port = await freePort();
  const server = await forkHelper(fileURLToPath(import.meta.url), ['--server'], {
    env: {
      ...process.env,
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const url = String(server.first.url);
  const pid = server.child.pid ?? 0;
  const relay = await forkHelper(loadScript, ['--relay', providerUrl]);
  const relayUrl = String(relay.first.url);
  const client = await forkHelper(loadScript, ['--client']);
  const askClient = async (command: LoadCommand) =>
    (await client.ask<{ results: StreamResult[] }>(command)).results;
  const pids = { provider: provider.child.pid ?? 0, client: client.child.pid ?? 0 };
  try {
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'bench@example.test', password: 'Bench-password-1', name: 'Bench' }),
    });
    const token = signUp.headers.get('set-auth-token');
    if (!token) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const newSessions = (n: number) =>
      Promise.all(
        Array.from({ length: n }, async () => {
          const res = await fetch(`${url}/api/sessions`, { method: 'POST', headers, body: '{}' });
          return ((await res.json()) as { id: string }).id;
        }),
      );
    const direct = (n: number, spreadMs: number, via = providerUrl) =>
      askClient({
        spreadMs,
        url: `${via}/chat/completions`,
        headers: { 'content-type': 'application/json' },
        bodies: Array.from({ length: n }, () =>
          JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
        ),
        marker: 'direct',
      });
    const viaChat = (sessionIds: string[], options: { abortAfter?: number[]; spreadMs?: number } = {}) =>
      askClient({
        spreadMs: options.spreadMs ?? 0,
        url: `${url}/api/chat`,
        headers,
        bodies: sessionIds.map((sessionId) =>
          JSON.stringify({ sessionId, messages: [{ role: 'user', content: 'Benchmark message' }] }),
        ),
        marker: 'chat',
        ...(options.abortAfter ? { abortAfter: options.abortAfter } : {}),
      });

    // Warm-up at the largest level: JIT, database pages, heap and socket buffers sized for it, on both paths
    // (warmed at 50 only, the first round of 200 ran at about half the throughput of the next).
    const warmUp = Math.max(...LEVELS);
    await viaChat(await newSessions(warmUp));
    await direct(warmUp, 0);
    await direct(warmUp, 0, relayUrl);

    const load = () => loadavg()[0]?.toFixed(1);
    console.log(
      `fake provider: ${TOKENS} tokens per stream, one every ${PACE_MS} ms; ${ROUNDS} rounds a level`,
    );
    console.log(
      `machine: ${cpus().length} cores, load average ${load()} at the start (figures are noisy above it); database: ${
        databaseUrl ? 'PostgreSQL' : 'PGlite'
      }`,
    );
    console.log(
      'streams | TTFT p50 direct → chat (added) | TTFT p99 direct → chat (added) | tokens/s chat ÷ direct | a bare Node relay instead of the chat: added TTFT p50 / p99, tokens/s ÷ direct | CPU a token (request work included): server; provider and load generator direct → chat | events a stream direct → chat (text deltas merged)',
    );
    let memory = { before: 0, peak: 0, after: 0, later: 0, quiet: 0 };
    for (const { n, spreadMs } of SCENARIOS) {
      const d: StreamResult[] = [];
      const c: StreamResult[] = [];
      const floor: StreamResult[] = [];
      const ratios: number[] = [];
      const floorRatios: number[] = [];
      const before = rssMb(pid);
      let serverCpu = 0;
      const helperCpu = { direct: { provider: 0, client: 0 }, chat: { provider: 0, client: 0 } };
      const helpersCpu = () => ({ provider: cpuMs(pids.provider), client: cpuMs(pids.client) });
      const addHelpers = (
        to: { provider: number; client: number },
        from: { provider: number; client: number },
      ) => {
        const now = helpersCpu();
        to.provider += now.provider - from.provider;
        to.client += now.client - from.client;
      };
      let peak = before;
      for (let round = 0; round < ROUNDS; round++) {
        const directStart = helpersCpu();
        const dr = await direct(n, spreadMs);
        addHelpers(helperCpu.direct, directStart);
        const fr = await direct(n, spreadMs, relayUrl);
        floor.push(...fr);
        floorRatios.push(tokensPerSecond(fr) / tokensPerSecond(dr));
        const sessions = await newSessions(n);
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMb(pid));
        }, 25);
        if (profileDir) await server.ask({ profile: 'start' });
        const cpuBefore = cpuMs(pid);
        const chatStart = helpersCpu();
        const cr = await viaChat(sessions, { spreadMs });
        serverCpu += cpuMs(pid) - cpuBefore;
        addHelpers(helperCpu.chat, chatStart);
        if (profileDir) {
          const file = path.join(
            profileDir,
            `chat-${n}${spreadMs ? '-spread' : ''}-round${round}.cpuprofile`,
          );
          await server.ask({ profile: 'stop', file });
        }
        clearInterval(sampler);
        const delivered = cr.reduce((sum, r) => sum + r.tokens, 0);
        if (delivered !== n * TOKENS) console.log(`  ! delivered ${delivered} of ${n * TOKENS} tokens`);
        d.push(...dr);
        c.push(...cr);
        ratios.push(tokensPerSecond(cr) / tokensPerSecond(dr));
      }
      if (n === 200 && spreadMs === 0) {
        await new Promise((r) => setTimeout(r, 3000));
        const after = rssMb(pid);
        await new Promise((r) => setTimeout(r, 7000));
        const later = rssMb(pid);
        // V8 gives the heap back when its memory reducer runs, some 10-20 s after the allocation rate drops.
        await new Promise((r) => setTimeout(r, 20_000));
        memory = { before, peak, after, later, quiet: rssMb(pid) };
      }
      const ttft = (rs: StreamResult[], p: number) =>
        percentile(
          rs.map((r) => r.ttft),
          p,
        );
      const f = (x: number) => x.toFixed(1).padStart(6);
      const eventsPerStream = (rs: StreamResult[]) =>
        (rs.reduce((sum, r) => sum + r.events, 0) / rs.length).toFixed(0);
      const perToken = (ms: number) => ((ms * 1000) / (ROUNDS * n * TOKENS)).toFixed(0);
      const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
      const row = (p: number) =>
        `${f(ttft(d, p))} → ${f(ttft(c, p))} ms (${signed(ttft(c, p) - ttft(d, p))})`;
      console.log(
        `${`${n}${spreadMs ? ` over ${spreadMs} ms` : ''}`.padStart(7)} | ${row(50)} | ${row(99)} | ${median(ratios).toFixed(3)} (rounds ${ratios
          .map((r) => r.toFixed(2))
          .join(
            ', ',
          )}) | bare relay (the floor): ${signed(ttft(floor, 50) - ttft(d, 50))} / ${signed(ttft(floor, 99) - ttft(d, 99))} ms, ${median(floorRatios).toFixed(3)} | server ${perToken(serverCpu)} µs; provider ${perToken(helperCpu.direct.provider)} → ${perToken(
          helperCpu.chat.provider,
        )} µs, load generator ${perToken(helperCpu.direct.client)} → ${perToken(helperCpu.chat.client)} µs | events a stream ${eventsPerStream(d)} → ${eventsPerStream(c)}`,
      );
    }
    const mb = (x: number) => `${x.toFixed(0)} MB`;
    const change = (x: number) => `${x >= 0 ? '+' : ''}${mb(x)}`;
    console.log(
      `server RSS around the 200-stream rounds: ${mb(memory.before)} before, peak ${mb(memory.peak)} (${change(
        memory.peak - memory.before,
      )}), ${mb(memory.after)} 3 s after (${change(memory.after - memory.before)}), ${mb(memory.later)} 10 s after (${change(
        memory.later - memory.before,
      )}), ${mb(memory.quiet)} 30 s after (${change(memory.quiet - memory.before)})`,
    );

    // Fault run: 200 clients disconnect at random points; every reply must still be saved complete.
    if (process.env.BENCH_FAULT === '0') return;
    const faultSessions = await newSessions(200);
    await viaChat(faultSessions, {
      abortAfter: faultSessions.map(() => 1 + Math.floor(Math.random() * (TOKENS - 2))),
    });
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
    await Promise.all([
      stopChild(client.child),
      stopChild(provider.child),
      stopChild(relay.child),
      stopChild(server.child),
    ]);
    rmSync(dataDir, { recursive: true, force: true });
    postgres?.stop();
    process.exit();
  }
}

if (process.argv[2] === '--server') {
  // Child mode: the real server, configured by the parent's environment. With BENCH_PROFILE it profiles on
  // command, so a profile holds the chat rounds only (not start-up, sign-up or session creation).
  const { startServer } = await import('../src/server/main.ts');
  const server = await startServer({ webRoot: path.join(tmpdir(), 'ideaforge-no-web') });
  const { Session } = await import('node:inspector/promises');
  const inspector = new Session();
  process.on('message', (m: { profile?: 'start' | 'stop'; file?: string }) => {
    const run = async () => {
      if (m.profile === 'start') {
        inspector.connect();
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.setSamplingInterval', { interval: 500 });
        await inspector.post('Profiler.start');
      } else if (m.profile === 'stop' && m.file) {
        const { profile } = await inspector.post('Profiler.stop');
        writeFileSync(m.file, JSON.stringify(profile));
        inspector.disconnect();
      }
    };
    run().then(
      () => process.send?.({ ok: true }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
  process.send?.({ url: server.url });
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  await main();
}
