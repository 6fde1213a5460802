import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  ConfirmDialog,
  Dialog,
  RouterButtonLink,
  Stack,
  TextArea,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { MarkSeenInput, type PetReport } from '@petpal/contracts';
import { useMarkSeen } from '../api/mark-seen';
import { useDeleteReport, useResolveReport } from '../api/update-report';
import { flyerUrl, petNameOf, reportTexts } from '../report-format';

export const actionTexts = {
  markSeen: 'Mark Seen',
  seenNote: 'Where and when did you see it? (optional)',
  seenThanks: 'Thank you! The person who posted this report has been told.',
  seenAgain: 'You already marked this pet as seen in the last hour.',
  edit: 'Edit',
  resolve: 'Resolve',
  resolveTitle: 'Mark as reunited?',
  resolveDescription: 'The report leaves every feed. Comments and sightings close; messages stay open.',
  resolved: 'Marked as reunited.',
  delete: 'Delete',
  deleteTitle: 'Delete this report?',
  deleteDescription: 'The report, its photo, comments and messages are removed for good.',
  deleted: 'Report deleted.',
  printFlyer: 'Print Flyer',
  messages: 'Messages',
  messageOwner: 'Message the Owner',
  messageFinder: 'Message the Finder',
  login: 'Log in to help',
  cancel: 'Cancel',
} as const;

export interface ReportActionsProps {
  report: PetReport;
  signedIn: boolean;
  onOpenMessages(): void;
}

/** The optional note is sent only when there is one. */
const seenInput = ({ note }: { note: string }) => (note.trim() ? { note } : {});

/** What the viewer can do: the reporter edits, resolves, deletes; anyone else marks seen and messages. */
export function ReportActions({ report, signedIn, onOpenMessages }: ReportActionsProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const seen = useMarkSeen(report.id);
  const resolve = useResolveReport(report.id);
  const remove = useDeleteReport(report.id);
  const [dialog, setDialog] = useState<'seen' | 'resolve' | 'delete' | null>(null);
  const seenForm = useContractForm<typeof MarkSeenInput, { note: string }>(MarkSeenInput, {
    defaultValues: { note: '' },
    toInput: seenInput,
  });
  const [refusal, setRefusal] = useState<string>();
  const name = petNameOf(report);

  const close = () => {
    setDialog(null);
    seenForm.clearErrors();
    setRefusal(undefined);
  };
  const refused = (error: unknown) => setRefusal(apiFieldErrors(error, reportTexts.actionFailed).form);

  const markSeen = seenForm.onSubmit((input) =>
    seen.mutate(input, {
      onSuccess: ({ counted }) => {
        close();
        seenForm.reset({ note: '' });
        toast({
          title: counted ? actionTexts.seenThanks : actionTexts.seenAgain,
          variant: counted ? 'success' : 'info',
        });
      },
      onError: (error) => seenForm.showErrors(apiFieldErrors(error, reportTexts.actionFailed)),
    }),
  );

  if (!signedIn) {
    return (
      <Stack direction="row" gap={2} wrap>
        <RouterButtonLink to="/login">{actionTexts.login}</RouterButtonLink>
      </Stack>
    );
  }

  return (
    <>
      <Stack direction="row" gap={2} wrap aria-label="Report actions" role="group">
        {!report.isMine && report.isActive && (
          <Button type="button" onClick={() => setDialog('seen')}>
            {actionTexts.markSeen}
          </Button>
        )}
        {!report.isMine && (
          <Button type="button" variant="outline" onClick={onOpenMessages}>
            {report.status === 'lost' ? actionTexts.messageOwner : actionTexts.messageFinder}
          </Button>
        )}
        {report.isMine && (
          <>
            <RouterButtonLink to={`/pet-reports/${encodeURIComponent(report.id)}/edit`} variant="outline">
              {actionTexts.edit}
            </RouterButtonLink>
            {report.isActive && (
              <Button type="button" variant="outline" onClick={() => setDialog('resolve')}>
                {actionTexts.resolve}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onOpenMessages}>
              {actionTexts.messages}
            </Button>
            <Button type="button" variant="destructive" onClick={() => setDialog('delete')}>
              {actionTexts.delete}
            </Button>
          </>
        )}
        <ButtonLink href={flyerUrl(report.id)} target="_blank" rel="noopener" variant="outline">
          {actionTexts.printFlyer}
        </ButtonLink>
      </Stack>

      <Dialog
        open={dialog === 'seen'}
        onClose={close}
        title={`Have you seen ${name}?`}
        description="The person who posted this report gets a notification."
        footer={
          <>
            <Button type="button" variant="outline" onClick={close}>
              {actionTexts.cancel}
            </Button>
            <Button type="button" loading={seen.isPending} onClick={() => void markSeen()}>
              {actionTexts.markSeen}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <TextArea label={actionTexts.seenNote} rows={3} {...seenForm.field('note')} />
          {seenForm.formError && <Alert variant="error">{seenForm.formError}</Alert>}
        </Stack>
      </Dialog>

      <ConfirmDialog
        open={dialog === 'resolve'}
        title={actionTexts.resolveTitle}
        description={actionTexts.resolveDescription}
        confirmLabel={actionTexts.resolve}
        variant="primary"
        busy={resolve.isPending}
        onClose={close}
        onConfirm={() =>
          resolve.mutate(undefined, {
            onSuccess: () => {
              close();
              toast({ title: actionTexts.resolved, variant: 'success' });
            },
            onError: refused,
          })
        }
      >
        {refusal && <Alert variant="error">{refusal}</Alert>}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        title={actionTexts.deleteTitle}
        description={actionTexts.deleteDescription}
        confirmLabel={actionTexts.delete}
        variant="destructive"
        busy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: actionTexts.deleted, variant: 'success' });
              void navigate('/pet-reports');
            },
            onError: refused,
          })
        }
      >
        {refusal && <Alert variant="error">{refusal}</Alert>}
      </ConfirmDialog>
    </>
  );
}
