/**
 * A local OpenAI-compatible provider for the tests that need a reply still streaming when they act (Stop
 * generating): every request gets the same `tokens`, one chat.completion.chunk each `paceMs`, over real HTTP.
 * It records how each stream ended, so a test can tell a stopped provider call from a finished one.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openaiChunk } from './provider-wire.ts';

export interface PacedProvider {
  /** The base URL to give as OPENAI_BASE_URL. */
  baseUrl: string;
  /** One entry per stream, in the order they ended. */
  endings: Array<'finished' | 'closed early'>;
  close(): Promise<void>;
}

export async function startPacedProvider(tokens: readonly string[], paceMs: number): Promise<PacedProvider> {
  const endings: PacedProvider['endings'] = [];
  const server = createServer((req, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(openaiChunk({ role: 'assistant', content: '' }));
      let i = 0;
      const timer = setInterval(() => {
        if (i < tokens.length) {
          res.write(openaiChunk({ content: tokens[i] }));
          i += 1;
          return;
        }
        clearInterval(timer);
        endings.push('finished');
        res.end(`${openaiChunk({}, 'stop')}data: [DONE]\n\n`);
      }, paceMs);
      res.on('close', () => {
        if (i < tokens.length) {
          clearInterval(timer);
          endings.push('closed early');
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    endings,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
