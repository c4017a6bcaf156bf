import { ALLOCATION_EVENTS_PATH } from '@portal/domain/allocation';
import { useEffect, useRef, useState } from 'react';

export type QueueChange = { kind: 'Offered' | 'Accepted' | 'Rejected'; entryId: string; state: string };

/**
 * The queue's live changes (server-sent events): `onChange` hears each offer, acceptance and refusal, and null
 * when the page should fetch everything again (connected, or events may have been missed).
 */
export const useQueueEvents = (onChange: (change: QueueChange | null) => void) => {
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ALLOCATION_EVENTS_PATH);
    source.addEventListener('ready', () => {
      setLive(true);
      latest.current(null);
    });
    source.addEventListener('resync', () => latest.current(null));
    source.addEventListener('queue', (event) => {
      try {
        latest.current(JSON.parse((event as MessageEvent<string>).data) as QueueChange);
      } catch {
        latest.current(null);
      }
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, []);
  return live;
};
