/**
 * The providers' fetch over node:http, against real local servers: it answers like the global fetch (status,
 * headers, body; connection failures, aborts and lost connections as undici reports them, so the AI SDK's error
 * handling and retries are unchanged), reuses connections, and a paused body leaves its socket unread.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ByteSource, providerFetch } from './provider-fetch.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
  remotePort: number;
}

async function startServer(
  handle: (res: ServerResponse, req: Received) => void,
): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const r = {
        method: req.method ?? '',
        headers: req.headers,
        body,
        remotePort: req.socket.remotePort ?? 0,
      };
      received.push(r);
      handle(res, r);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/chat`, received };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('providerFetch', () => {
  it('sends the request and answers like fetch, reusing the connection for the next call', async () => {
    const { url, received } = await startServer((res) => {
      res.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-request-id': 'req_1' });
      res.end('{"ok":true}');
    });
    const fetch = providerFetch();
    const body = JSON.stringify({ text: 'naïve café → ✓' });
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k', skipped: undefined } as never,
      body,
    });
    expect(first.status).toBe(201);
    expect(first.statusText).toBe('Made');
    expect(first.ok).toBe(true);
    expect(first.headers.get('x-request-id')).toBe('req_1');
    expect(await first.json()).toEqual({ ok: true });
    const second = await fetch(new URL(url), { method: 'POST', body: '{}' });
    await second.text();

    expect(received[0]).toMatchObject({ method: 'POST', body });
    expect(received[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer k',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(received[0]?.headers).not.toHaveProperty('skipped');
    expect(received[1]?.remotePort).toBe(received[0]?.remotePort);
  });

  it('sends a request again at once, on a new connection, when the provider closed the idle one it went out on', async () => {
    const seen: Array<{ port: number; answered: boolean }> = [];
    const requestsOn = new Map<number, number>();
    const { url } = await startServer((res, req) => {
      const count = (requestsOn.get(req.remotePort) ?? 0) + 1;
      requestsOn.set(req.remotePort, count);
      // The provider's keep-alive timer fires as the second request arrives on the idle connection.
      const drop = count > 1;
      seen.push({ port: req.remotePort, answered: !drop });
      if (drop) res.socket?.destroy();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
    });
    const fetch = providerFetch();
    expect(await (await fetch(url, { method: 'POST', body: '{}' })).text()).toBe('fine');
    const start = performance.now();
    const again = await fetch(url, { method: 'POST', body: '{}' });
    expect(await again.text()).toBe('fine');
    expect(performance.now() - start).toBeLessThan(500);
    expect(seen.map((s) => s.answered)).toEqual([true, false, true]);
    expect(seen[1]?.port).toBe(seen[0]?.port);
    expect(seen[2]?.port).not.toBe(seen[0]?.port);
  });

  it('rejects a refused connection as fetch does, with the socket error as its cause', async () => {
    const { url } = await startServer(() => {});
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const failure = await providerFetch()(url, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('fetch failed');
    expect(((failure as TypeError).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('rejects with the abort reason before the answer, and errors the body with it after', async () => {
    const { url } = await startServer((res) => {
      if (res.req.url?.endsWith('slow')) return; // never answers
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
    });
    const early = new AbortController();
    const pending = providerFetch()(`${url}/slow`, { method: 'POST', body: '{}', signal: early.signal });
    await sleep(20);
    early.abort(new DOMException('stopped', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'stopped' });

    const late = new AbortController();
    const response = await providerFetch()(url, { method: 'POST', body: '{}', signal: late.signal });
    const reader = response.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe('partial');
    late.abort(new DOMException('stopped later', 'AbortError'));
    await expect(reader?.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives a transform the successful answers only, and leaves null-body answers empty', async () => {
    const { url } = await startServer((res, req) => {
      if (req.body === 'empty') res.writeHead(204).end();
      else if (req.body === 'fail') res.writeHead(429, { 'retry-after': '2' }).end('{"error":"slow down"}');
      else res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: x\n\n');
    });
    const seen: number[] = [];
    const fetch = providerFetch((head) => {
      seen.push(head.status);
      return new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('replaced'));
          c.close();
        },
      });
    });
    expect(await (await fetch(url, { method: 'POST', body: 'ok' })).text()).toBe('replaced');
    const failed = await fetch(url, { method: 'POST', body: 'fail' });
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect(await failed.text()).toBe('{"error":"slow down"}');
    const empty = await fetch(url, { method: 'POST', body: 'empty' });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    expect(seen).toEqual([200]);
  });

  it('errors the body with TypeError("terminated") after what arrived when the connection drops', async () => {
    const { url } = await startServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
      setTimeout(() => res.socket?.destroy(), 30);
    });
    const chunks: string[] = [];
    const failure = await new Promise<unknown>((resolve) => {
      void providerFetch((_head, source) => {
        source().start({
          data: (bytes) => chunks.push(new TextDecoder().decode(bytes)),
          end: () => resolve('ended'),
          error: resolve,
        });
        return new ReadableStream();
      })(url, { method: 'POST', body: '{}' });
    });
    expect(chunks.join('')).toBe('data: one\n\n');
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('terminated');
  });

  it('delivers nothing while paused, then everything sent meanwhile at once on resume', async () => {
    const { url } = await startServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let i = 0;
      const timer = setInterval(() => {
        res.write(`data: ${i}\n\n`);
        if (++i === 10) {
          clearInterval(timer);
          setTimeout(() => res.end(), 100);
        }
      }, 5);
    });
    const reads: string[] = [];
    let source!: ByteSource;
    const ended = new Promise<void>((resolve, reject) => {
      void providerFetch((_head, open) => {
        source = open();
        source.start({
          data: (bytes) => reads.push(new TextDecoder().decode(bytes)),
          end: resolve,
          error: reject,
        });
        source.pause();
        return new ReadableStream();
      })(url, { method: 'POST', body: '{}' });
    });
    await sleep(120);
    expect(reads).toEqual([]);
    // What arrived during the pause is already here: all of it comes before the next check phase.
    const nextCheck = new Promise((resolve) => setImmediate(resolve));
    source.resume();
    await nextCheck;
    expect(reads.join('')).toBe(Array.from({ length: 10 }, (_, i) => `data: ${i}\n\n`).join(''));
    await ended;
  });

  it('hands a body it does not send itself (form data) to the global fetch', async () => {
    const { url, received } = await startServer((res) => res.writeHead(200).end('fine'));
    const form = new URLSearchParams({ a: '1' });
    const response = await providerFetch()(url, { method: 'POST', body: form });
    expect(await response.text()).toBe('fine');
    expect(received[0]?.body).toBe('a=1');
  });
});
