import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type DocumentFile, useDocumentFile } from '../api/use-document-file.ts';

const PdfPages = lazy(() => import('./pdf-pages.tsx').then((m) => ({ default: m.PdfPages })));

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** A photo shown from a blob: URL of its bytes (typed as checked at upload), revoked when it goes. */
const ImageFile = ({ file, label }: { file: DocumentFile; label: string }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? (
    <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', boxShadow: 1 }} data-testid="document-image" />
  ) : null;
};

/** Saves the bytes already fetched under the server's name for them (its detected type's extension). */
const DownloadButton = ({ url }: { url: string }) => (
  <Button variant="outlined" size="small" href={url} download>
    Download
  </Button>
);

/**
 * The file of a document, shown safely inside the office: a PDF drawn by pdf.js into canvases, a photo as an
 * image from a blob: URL; anything else (HEIC) only downloaded. The uploaded bytes are never a page of ours.
 */
export const DocumentViewer = ({ url, type, label }: { url: string | null; type: string | null; label: string }) => {
  const { file, failed } = useDocumentFile(url, type);
  if (!url || !type) return <Alert severity="info">No file has been uploaded for this document.</Alert>;
  const viewable = type === 'application/pdf' || IMAGE_TYPES.has(type);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <DownloadButton url={url} />
      </Box>
      {failed && <Alert severity="error">The file could not be loaded. Try again, or download it.</Alert>}
      {!viewable && <Alert severity="info">This type of file cannot be shown here. Download it to check it.</Alert>}
      {viewable && !file && !failed && <CircularProgress aria-label="Loading the file" />}
      {file && (
        <Suspense fallback={<CircularProgress aria-label="Loading the PDF viewer" />}>
          {type === 'application/pdf' ? <PdfPages bytes={file.bytes} /> : <ImageFile file={file} label={label} />}
        </Suspense>
      )}
    </Box>
  );
};
