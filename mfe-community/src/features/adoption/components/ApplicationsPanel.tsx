import { useState } from 'react';
import styled, { css } from 'styled-components';
import {
  adoptionMessages,
  APPLICATION_STATUS_LABELS,
  type AdoptionApplication,
  type AdoptionListing,
} from '@petpal/contracts';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  LoadingLine,
  RetryAlert,
  Stack,
  Text,
  useToast,
  apiFieldErrors,
  timeAgo,
} from '@petpal/design-system';
import { exactTime } from '../../../lib/time';
import { useAccept, useListingApplications } from '../api/applications';
import { ContactCard } from './ContactCard';
import { APPLICATION_VARIANTS } from './MyApplicationsPanel';
import { PlainText } from './PlainText';

const List = styled.ol`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    > li {
      display: grid;
      gap: ${theme.spacing[2]};
      padding: ${theme.spacing[4]};
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
      min-width: 0;
    }
  `}
`;

/**
 * A listing's applications as its lister sees them, oldest first: each applicant's message (as text), and
 * Accept while the pet is available. The accepted adopter's contact details show once accepted.
 */
export function ApplicationsPanel({ listing }: { listing: AdoptionListing }) {
  const applications = useListingApplications(listing.id, true);
  const accept = useAccept(listing.id);
  const { toast } = useToast();
  const [chosen, setChosen] = useState<AdoptionApplication | null>(null);
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    if (!chosen) return;
    accept.mutate(chosen.id, {
      onSuccess: () => {
        setChosen(null);
        setError(null);
        toast({ title: adoptionMessages.accepted, variant: 'success' });
      },
      onError: (failure) => {
        setChosen(null);
        setError(apiFieldErrors(failure, 'We could not accept this application. Please try again.').form ?? null);
      },
    });
  }

  if (applications.isPending) return <LoadingLine message="Loading applications..." />;
  if (!applications.data) {
    return <RetryAlert message={adoptionMessages.loadFailed} onRetry={() => void applications.refetch()} />;
  }
  const list = applications.data.applications;
  return (
    <Stack gap={3}>
      {error && <Alert variant="error">{error}</Alert>}
      {list.length === 0 ? (
        <Text tone="muted">{adoptionMessages.noApplications}</Text>
      ) : (
        <List aria-label={`Applications for ${listing.title}`}>
          {list.map((application) => (
            <li key={application.id} aria-label={`Application from ${application.applicantName}`}>
              <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
                <Text style={{ fontWeight: 600 }}>{application.applicantName}</Text>
                <Badge variant={APPLICATION_VARIANTS[application.status]}>
                  {APPLICATION_STATUS_LABELS[application.status]}
                </Badge>
              </Stack>
              <Text tone="muted">
                Applied{' '}
                <time dateTime={application.createdAt} title={exactTime(application.createdAt)}>
                  {timeAgo(application.createdAt)}
                </time>
              </Text>
              <PlainText>{application.message}</PlainText>
              {application.contact && (
                <ContactCard
                  title={`Contact ${application.contact.name}`}
                  contact={application.contact}
                  note="You accepted this adopter. Get in touch to arrange a meeting."
                />
              )}
              {listing.status === 'available' && application.status === 'pending' && (
                <Button size="sm" style={{ justifySelf: 'start' }} onClick={() => setChosen(application)}>
                  Accept {application.applicantName}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
      {chosen && (
        <Dialog
          open
          size="sm"
          onClose={() => setChosen(null)}
          title={`Accept ${chosen.applicantName}?`}
          description="You will both see each other's contact details. The other applicants are told the pet is going to another home, and the listing stops taking applications."
          footer={
            <>
              <Button variant="outline" onClick={() => setChosen(null)}>
                Cancel
              </Button>
              <Button loading={accept.isPending} onClick={confirm}>
                Accept
              </Button>
            </>
          }
        />
      )}
    </Stack>
  );
}
