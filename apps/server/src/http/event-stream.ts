import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countOpenStream } from './observability.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How to end each open event stream: run when the server closes. */
    openEventStreams: Set<() => void>;
  }
}

/**
 * Ends every open stream as the server closes (a rolling restart, after its drain): the browser reconnects at
 * once, through the load balancer, to an instance that is still serving, and fetches what it missed on `ready`.
 * Without it the close would wait for streams that last up to ten minutes.
 */
export const registerEventStreams = (app: FastifyInstance) => {
  const ends = new Set<() => void>();
  app.decorate('openEventStreams', ends);
  app.addHook('preClose', async () => {
    for (const end of [...ends]) end();
  });
};

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** An open server-sent events stream: write events to it, end it, and learn when it closes (either side). */
export type EventStream = {
  send: (text: string) => void;
  end: () => void;
  onClose: (stop: () => void) => void;
};

/**
 * Opens a server-sent events stream on the request (after its caller has admitted it): the headers every stream
 * sends, a heartbeat comment, an end after `maxMs` (the browser opens a new one, which is admitted again), and
 * the open-streams metric. Close handlers run once, whichever side closes.
 */
export const openEventStream = (request: FastifyRequest, reply: FastifyReply, maxMs: number): EventStream => {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  countOpenStream(request, reply);
  const send = (text: string) => {
    if (!out.writableEnded) out.write(text);
  };
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => out.end(), maxMs);
  const stops: Array<() => void> = [
    () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    },
  ];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const stop of stops) stop();
  };
  const end = () => out.end();
  request.server.openEventStreams.add(end);
  stops.push(() => request.server.openEventStreams.delete(end));
  out.on('close', close);
  request.raw.on('close', close);
  return { send, end, onClose: (stop) => stops.push(stop) };
};
