import { request } from 'node:http';

export type StreamEvent = { event: string; data: string };

/** A server-sent-events client for tests: opens the stream and waits for events by name. */
export const openEventStream = (url: string, headers: Record<string, string>) =>
  new Promise<{
    status: number;
    next: (event: string, timeoutMs?: number) => Promise<StreamEvent>;
    close: () => void;
    /** Resolves when the server ends the stream (or the connection closes). */
    ended: Promise<void>;
  }>((resolve, reject) => {
    const heard: StreamEvent[] = [];
    const waiting: Array<{ event: string; done: (e: StreamEvent) => void }> = [];
    const deliver = () => {
      for (const w of [...waiting]) {
        const index = heard.findIndex((e) => e.event === w.event);
        if (index < 0) continue;
        const [found] = heard.splice(index, 1);
        waiting.splice(waiting.indexOf(w), 1);
        w.done(found!);
      }
    };
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '';
          if (event) heard.push({ event, data });
          end = buffer.indexOf('\n\n');
        }
        deliver();
      });
      res.on('error', () => {});
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      resolve({
        ended,
        status: res.statusCode ?? 0,
        next: (event, timeoutMs = 2000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no "${event}" event within ${timeoutMs} ms`)), timeoutMs);
            waiting.push({
              event,
              done: (e) => {
                clearTimeout(timer);
                done(e);
              },
            });
            deliver();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
