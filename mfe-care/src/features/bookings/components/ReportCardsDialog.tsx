import { reportCardMessages } from '@petpal/contracts';
import { Dialog, LoadingLine, RetryAlert, Stack, Text } from '@petpal/design-system';
import { useOwnerReportCards } from '../api/get-report-cards';
import { ReportCardView } from '../../../ui/ReportCardView';

export interface ReportCardsDialogProps {
  /** The booking whose cards are shown; null keeps the dialog closed. */
  booking: { id: string; description: string } | null;
  onClose(): void;
}

/** The owner's view of a booking's report cards, visit by visit. */
export function ReportCardsDialog({ booking, onClose }: ReportCardsDialogProps) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title="Report cards" description={booking?.description} size="lg">
      {booking && <OwnerReportCards bookingId={booking.id} />}
    </Dialog>
  );
}

function OwnerReportCards({ bookingId }: { bookingId: string }) {
  const cards = useOwnerReportCards(bookingId);
  if (cards.isPending) return <LoadingLine message="Loading report cards..." />;
  if (cards.isError) return <RetryAlert message={reportCardMessages.loadFailed} onRetry={() => void cards.refetch()} />;
  if (cards.data.cards.length === 0) return <Text tone="muted">{reportCardMessages.none}</Text>;
  return (
    <Stack gap={6}>
      {cards.data.cards.map((card) => (
        <ReportCardView key={card.id} card={card} />
      ))}
    </Stack>
  );
}
