import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';

/** pdf.js and its worker, loaded with the first PDF shown (the worker is a file of the office's own bundle). */
const loadPdfJs = async () => {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
};

const MAX_PAGES = 20;

/** Draws each page of the PDF into a canvas of the container's width: no script of the file ever runs. */
const drawPages = async (bytes: ArrayBuffer, container: HTMLElement, cancelled: () => boolean) => {
  const pdfjs = await loadPdfJs();
  // A copy: pdf.js takes ownership of the buffer it is given.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, enableXfa: false });
  const pdf = await task.promise;
  try {
    const count = Math.min(pdf.numPages, MAX_PAGES);
    for (let n = 1; n <= count && !cancelled(); n++) {
      const page = await pdf.getPage(n);
      const width = container.clientWidth || 800;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = '100%';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Page ${n} of ${pdf.numPages}`);
      canvas.dataset.testid = 'pdf-page';
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      if (!cancelled()) container.append(canvas);
    }
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
};

/** A PDF's pages drawn by pdf.js, one canvas each (the first 20), with a note when there are more. */
export const PdfPages = ({ bytes }: { bytes: ArrayBuffer }) => {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number | null; failed: boolean }>({ pages: null, failed: false });
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let stop = false;
    target.replaceChildren();
    drawPages(bytes, target, () => stop)
      .then((pages) => !stop && setState({ pages, failed: false }))
      .catch(() => !stop && setState({ pages: null, failed: true }));
    return () => {
      stop = true;
      target.replaceChildren();
    };
  }, [bytes]);
  return (
    <Box>
      {state.failed && <Alert severity="error">This PDF could not be shown. Download it to check it.</Alert>}
      {state.pages === null && !state.failed && <CircularProgress aria-label="Drawing the PDF" />}
      <Box
        ref={container}
        sx={{ display: 'grid', gap: 2, '& canvas': { boxShadow: 1, bgcolor: '#fff' } }}
        data-testid="pdf-pages"
      />
      {state.pages !== null && state.pages > MAX_PAGES && (
        <Alert severity="info">
          The first {MAX_PAGES} of {state.pages} pages are shown. Download the file to see the rest.
        </Alert>
      )}
    </Box>
  );
};
