import Alert from '@mui/material/Alert';
import { PageShell } from '@portal/ui/page';

/** The page of a section whose screens are still being built. */
export const PlaceholderSection = ({ title }: { title: string }) => (
  <PageShell title={title}>
    <Alert severity="info">This section is being built. Its screens will appear here.</Alert>
  </PageShell>
);
