import Build from '@mui/icons-material/Build';
import CloudOff from '@mui/icons-material/CloudOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { brands } from '@portal/domain/access';
import { useBrand } from '@portal/ui/brand';
import { ErrorMessage } from '@portal/ui/errors';
import { useNavigate } from 'react-router';
import { ErrorLayout } from './error-layout.tsx';
import { NotFoundMessage } from './not-found-message.tsx';

export const NotFoundPage = () => (
  <ErrorLayout>
    <NotFoundMessage />
  </ErrorLayout>
);

export const UnauthorisedPage = () => {
  const navigate = useNavigate();
  const brand = useBrand();
  return (
    <ErrorLayout>
      <ErrorMessage
        icon={<LockOutlined />}
        title="You're not signed in."
        lines={['Sign in to see this page.']}
        action={{ label: 'Go to sign in', onClick: () => navigate(`/${brand}/sign-in`) }}
      />
    </ErrorLayout>
  );
};

/** 408: the spec has the route but not the words. */
export const TimeoutPage = () => (
  <ErrorLayout>
    <ErrorMessage
      icon={<HourglassEmpty />}
      title="The request timed out."
      lines={[
        'The portal took too long to respond. This can happen on a slow or patchy mobile signal.',
        'Check your connection and try again.',
      ]}
      action={{ label: 'Try again', onClick: () => window.location.assign('/') }}
    />
  </ErrorLayout>
);

/** 500: the spec has the route but not the words. */
export const ServerErrorPage = () => (
  <ErrorLayout>
    <ErrorMessage
      icon={<CloudOff />}
      title="Something went wrong on our side."
      lines={[
        "We couldn't complete your request. Nothing you did caused this.",
        'Please try again in a few minutes. If it keeps happening, contact support.',
      ]}
      action={{ label: 'Refresh page', onClick: () => window.location.assign('/') }}
    />
  </ErrorLayout>
);

export const MaintenancePage = () => {
  const brand = brands[useBrand()];
  return (
    <ErrorLayout>
      <ErrorMessage
        icon={<Build />}
        title={`${brand.productName} is down for maintenance`}
        lines={["We're making some improvements and will be back shortly.", 'Thank you for your patience.']}
        action={{ label: 'Try again', onClick: () => window.location.assign('/') }}
      />
    </ErrorLayout>
  );
};
