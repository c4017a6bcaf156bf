import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WifiOff from '@mui/icons-material/WifiOff';
import { ErrorMessage } from './error-message.tsx';

/** Spec 1 §2 "Generic": shown when a section of a page fails. */
export const GenericError = ({ headingLevel }: { headingLevel?: 'h1' | 'h2' }) => (
  <ErrorMessage
    icon={<ErrorOutlined />}
    title="An error occurred"
    lines={['We experienced an error, please refresh the page to try to resolve the issue.']}
    action={{ label: 'Refresh page', onClick: () => window.location.reload() }}
    headingLevel={headingLevel}
  />
);

/** Spec 1 §2 "Problem": the portal could not load the instructor's session. */
export const ProblemError = () => (
  <ErrorMessage
    icon={<WifiOff />}
    title="We've hit a problem"
    lines={[
      'We have a problem getting your details.',
      'Check your connection to the internet or try again in a moment.',
    ]}
    action={{ label: 'Refresh page', onClick: () => window.location.assign('/') }}
  />
);
