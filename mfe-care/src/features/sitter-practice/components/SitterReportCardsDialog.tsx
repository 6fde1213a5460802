import { useState } from 'react';
import styled, { css } from 'styled-components';
import { reportCardMessages, type ReportCardVisit, type SitterBookingRequest } from '@petpal/contracts';
import { Badge, Button, Dialog, Heading, LoadingLine, RetryAlert, Stack, Text, useToast } from '@petpal/design-system';
import { refusalMessage } from '../../../lib/api-errors';
import { formatDay, formatMoment, serviceLabel } from '../../../lib/format';
import { useSaveReportCard, useSitterVisits } from '../api/report-cards';
import { ReportCardForm, type ReportCardValues } from './ReportCardForm';
import { ReportCardView } from '../../../ui/ReportCardView';

const Visits = styled.ol`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[5]};
    list-style: none;
    margin: 0;
    padding: 0;
    > li + li {
      border-top: 1px solid ${theme.colors.border};
      padding-top: ${theme.spacing[5]};
    }
  `}
`;

export interface SitterReportCardsDialogProps {
  /** The accepted booking whose visits are shown; null keeps the dialog closed. */
  booking: SitterBookingRequest | null;
  onClose(): void;
}

/** The sitter's report cards of one booking: each visit, its card, and File or Edit while that is open. */
export function SitterReportCardsDialog({ booking, onClose }: SitterReportCardsDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Report cards"
      description={booking ? `${serviceLabel(booking.serviceType)} for ${booking.owner.name}` : undefined}
      size="lg"
    >
      {booking && <BookingVisits booking={booking} />}
    </Dialog>
  );
}

function BookingVisits({ booking }: { booking: SitterBookingRequest }) {
  const visits = useSitterVisits(booking.id);
  const save = useSaveReportCard();
  const { toast } = useToast();
  const [editing, setEditing] = useState<ReportCardVisit | null>(null);
  const [error, setError] = useState<string | undefined>();

  function open(visit: ReportCardVisit | null) {
    setError(undefined);
    setEditing(visit);
  }

  function submit(visit: ReportCardVisit, values: ReportCardValues) {
    const saving = visit.card
      ? { cardId: visit.card.id, input: values }
      : { bookingId: booking.id, input: { ...values, visitDate: visit.visitDate } };
    save.mutate(saving, {
      onSuccess: () => {
        toast({ title: visit.card ? reportCardMessages.saved : reportCardMessages.filed, variant: 'success' });
        open(null);
      },
      onError: (failure) => setError(refusalMessage(failure, reportCardMessages.saveFailed)),
    });
  }

  if (visits.isPending) return <LoadingLine message="Loading visits..." />;
  if (visits.isError)
    return <RetryAlert message={reportCardMessages.loadFailed} onRetry={() => void visits.refetch()} />;
  if (editing) {
    return (
      <ReportCardForm
        visitDate={editing.visitDate}
        card={editing.card}
        defaultTimes={{ startTime: booking.startTime, endTime: booking.endTime }}
        busy={save.isPending}
        error={error}
        onSubmit={(values) => submit(editing, values)}
        onCancel={() => open(null)}
      />
    );
  }
  return (
    <Visits aria-label="Visits">
      {visits.data.visits.map((visit) => (
        <li key={visit.visitDate}>
          <Stack gap={3} align="flex-start">
            {visit.card ? (
              <ReportCardView card={visit.card} />
            ) : (
              <Stack direction="row" gap={2} align="center" wrap>
                <Heading level={3}>{formatDay(visit.visitDate)}</Heading>
                <Badge variant={visit.started ? 'warning' : 'neutral'}>
                  {visit.started ? 'No card yet' : 'Upcoming'}
                </Badge>
              </Stack>
            )}
            {!visit.card && !visit.started && <Text tone="muted">Starts {formatMoment(visit.startsAt)}.</Text>}
            {!visit.card && visit.started && (
              <Button type="button" size="sm" onClick={() => open(visit)}>
                File report card for {formatDay(visit.visitDate)}
              </Button>
            )}
            {visit.card?.canEdit && (
              <Button type="button" size="sm" variant="outline" onClick={() => open(visit)}>
                Edit report card for {formatDay(visit.visitDate)}
              </Button>
            )}
          </Stack>
        </li>
      ))}
    </Visits>
  );
}
