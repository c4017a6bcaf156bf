import { useEffect, useState } from 'react';

export type DocumentFile = { bytes: ArrayBuffer; type: string };
type State = { file: DocumentFile | null; failed: boolean };

/**
 * The document's current file as bytes, fetched from the office's download route with the staff session: the
 * viewer draws them (pdf.js, or an image from a blob: URL); the bytes are never opened as a page.
 */
export const useDocumentFile = (url: string | null, type: string | null) => {
  const [state, setState] = useState<State>({ file: null, failed: false });
  useEffect(() => {
    if (!url || !type) return;
    const abort = new AbortController();
    setState({ file: null, failed: false });
    fetch(url, { credentials: 'same-origin', signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`download ${response.status}`);
        setState({ file: { bytes: await response.arrayBuffer(), type }, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ file: null, failed: true });
      });
    return () => abort.abort();
  }, [url, type]);
  return state;
};
