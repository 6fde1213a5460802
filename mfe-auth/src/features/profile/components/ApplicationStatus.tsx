import { forwardRef } from 'react';
import { Alert, LoadingLine, ProviderStandingPanel, RetryAlert, useProviderStanding } from '@petpal/design-system';

/**
 * Where an applicant stands, on their own application page: pending (what is missing, or waiting for review),
 * rejected or suspended with the reason, or verified. Focusable, so a saved form can move the reader to it.
 */
export const ApplicationStatus = forwardRef<HTMLDivElement>(function ApplicationStatus(_props, ref) {
  const standing = useProviderStanding();
  let body = null;
  if (standing.isPending) body = <LoadingLine message="Checking your application..." />;
  else if (standing.isError) {
    body = (
      <RetryAlert
        message="We could not check your application. Please try again."
        onRetry={() => void standing.refetch()}
      />
    );
  } else if (standing.data?.status === 'verified') {
    body = (
      <Alert variant="success" title="Verified">
        PetPal has verified your application: your tools are open.
      </Alert>
    );
  } else if (standing.data) {
    const { status } = standing.data;
    body = <ProviderStandingPanel standing={{ ...standing.data, status }} links={false} />;
  }
  return (
    <div ref={ref} tabIndex={-1}>
      {body}
    </div>
  );
});
