import { useState } from 'react';
import styled, { css } from 'styled-components';
import { playdateMessages, type PlaydateRequest, type PlaydateRequestList } from '@petpal/contracts';
import { ApiError, EmptyState, Heading, LoadingLine, RetryAlert, Stack, useToast } from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAnswerPlaydateRequest, usePlaydateRequests, type PlaydateAnswer } from '../api/playdate-requests';
import { playdateTexts } from '../texts';
import { PlaydateRequestCard } from './PlaydateRequestCard';

const Grid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

const Section = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[3]};
  `}
`;

const DONE: Record<PlaydateAnswer, string> = {
  accept: playdateTexts.accepted,
  decline: playdateTexts.declined,
  cancel: playdateTexts.cancelled,
};

const bySoonest = (a: PlaydateRequest, b: PlaydateRequest) => a.startsAt.localeCompare(b.startsAt);

/**
 * The Requests tab: fetched again whenever it opens (the list may have changed since the page loaded), and
 * every minute while open.
 */
export function RequestsPanel() {
  const requests = usePlaydateRequests({ fresh: true });
  if (requests.isError) {
    return <RetryAlert message={playdateMessages.loadFailed} onRetry={() => void requests.refetch()} />;
  }
  if (!requests.data) return <LoadingLine message="Loading requests..." />;
  return <RequestSections requests={requests.data} />;
}

/** Incoming requests to answer, agreed playdates, requests sent, then past ones. */
function RequestSections({ requests }: { requests: PlaydateRequestList }) {
  const { toast } = useToast();
  const answer = useAnswerPlaydateRequest();
  const [callingOff, setCallingOff] = useState<PlaydateRequest | null>(null);
  const all = [...requests.incoming, ...requests.outgoing];
  const sections: Array<[title: string, items: PlaydateRequest[]]> = [
    ['Waiting for your answer', requests.incoming.filter((r) => r.status === 'pending')],
    ['Agreed playdates', all.filter((r) => r.status === 'accepted').sort(bySoonest)],
    ['Sent requests', requests.outgoing.filter((r) => r.status === 'pending')],
    ['Past requests', all.filter((r) => r.status === 'declined' || r.status === 'cancelled')],
  ];

  if (all.length === 0) {
    return <EmptyState title={playdateTexts.noRequests} description={playdateTexts.noRequestsHint} />;
  }

  function send(request: PlaydateRequest, what: PlaydateAnswer) {
    answer.mutate(
      { id: request.id, answer: what },
      {
        onSuccess: () => {
          setCallingOff(null);
          toast({ title: DONE[what], variant: 'success' });
        },
        onError: (error) =>
          toast({ title: error instanceof ApiError ? error.message : playdateTexts.tryAgain, variant: 'error' }),
      },
    );
  }

  const busyWith = answer.isPending ? answer.variables.id : null;
  return (
    <Stack gap={6}>
      {sections
        .filter(([, items]) => items.length > 0)
        .map(([title, items]) => (
          <Section key={title} aria-label={title}>
            <Heading level={2}>{title}</Heading>
            <Grid role="list" aria-label={title}>
              {items.map((request) => (
                <div role="listitem" key={request.id}>
                  <PlaydateRequestCard
                    request={request}
                    busy={busyWith === request.id}
                    onAnswer={(what) =>
                      what === 'cancel' && request.status === 'accepted' ? setCallingOff(request) : send(request, what)
                    }
                  />
                </div>
              ))}
            </Grid>
          </Section>
        ))}
      {callingOff && (
        <ConfirmDialog
          title={`Cancel the playdate with ${callingOff.otherPet.name}?`}
          description="The other owner is told at once. You can send a new request later."
          confirmLabel="Cancel playdate"
          busy={answer.isPending}
          onConfirm={() => send(callingOff, 'cancel')}
          onClose={() => setCallingOff(null)}
        />
      )}
    </Stack>
  );
}
