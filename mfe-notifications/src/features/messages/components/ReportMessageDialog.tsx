import { useState } from 'react';
import { FLAG_REASON_LABELS, FLAG_REASONS, type FlagReason } from '@petpal/contracts';
import { Alert, ApiError, Button, Dialog, RadioGroup, Stack, useToast } from '@petpal/design-system';
import { useReportChatMessage } from '../api/inbox-api';
import { inboxTexts } from '../message-time';

export interface ReportMessageDialogProps {
  conversationId: string;
  messageId: string | null;
  onClose(): void;
}

/** Report one of the other participant's messages to the admin's flag queue, with a reason. */
export function ReportMessageDialog({ conversationId, messageId, onClose }: ReportMessageDialogProps) {
  const report = useReportChatMessage(conversationId);
  const { toast } = useToast();
  const [reason, setReason] = useState<FlagReason>('spam');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!messageId) return;
    try {
      await report.mutateAsync({ messageId, input: { reason } });
      toast({ title: inboxTexts.reported, variant: 'success' });
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : inboxTexts.loadFailed);
    }
  }

  return (
    <Dialog
      open={messageId !== null}
      onClose={onClose}
      title={inboxTexts.reportTitle}
      size="sm"
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" loading={report.isPending} onClick={() => void submit()}>
            {inboxTexts.report}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <RadioGroup
          label={inboxTexts.reportReason}
          name="report-reason"
          options={FLAG_REASONS.map((value) => ({ value, label: FLAG_REASON_LABELS[value] }))}
          value={reason}
          onChange={(value) => setReason(value as FlagReason)}
        />
        {error && <Alert variant="error">{error}</Alert>}
      </Stack>
    </Dialog>
  );
}
