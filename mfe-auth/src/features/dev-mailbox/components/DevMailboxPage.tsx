import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  Alert,
  ApiError,
  Button,
  EmptyState,
  Heading,
  Icon,
  Spinner,
  Stack,
  Text,
  TextField,
  usePageTitle,
} from '@petpal/design-system';
import { useQueryParams } from '../../../lib/use-query-params';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessage } from './OutboxMessage';
import { PageContainer } from '../../../ui/PageContainer';

const Filter = styled.form`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.spacing[3]};

    > :first-child {
      flex: 1 1 16rem;
    }
  `}
`;

const unavailable = 'The development mailbox is not available.';

/** /dev/mailbox: what the platform would have emailed or texted, when it runs without SMTP (development). */
export function DevMailboxPage() {
  usePageTitle('Development mailbox');
  const navigate = useNavigate();
  const to = useQueryParams().get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const outbox = useOutbox(to);
  const notFound = outbox.error instanceof ApiError && outbox.error.status === 404;

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft.trim();
    navigate({ search: next ? `?${new URLSearchParams({ to: next }).toString()}` : '' });
  }

  return (
    <PageContainer $maxWidth="50rem">
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading level={1}>Development mailbox</Heading>
          <Text tone="muted">
            This server sends no real email or text messages. Everything PetPal would have emailed or texted (sign-up
            confirmations, password reset links, phone codes) appears here instead, newest first.
          </Text>
        </Stack>
        {notFound ? (
          <Alert variant="info">{unavailable}</Alert>
        ) : (
          <>
            <Filter role="search" aria-label="Filter messages" onSubmit={onFilter}>
              <TextField
                label="Email address or phone number"
                name="to"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                Filter
              </Button>
              <Button type="button" variant="outline" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
                Refresh
              </Button>
            </Filter>
            <MailboxContents to={to} outbox={outbox} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

function MailboxContents({ to, outbox }: { to: string; outbox: ReturnType<typeof useOutbox> }) {
  if (outbox.isPending) return <Spinner label="Loading messages" />;
  if (outbox.error) {
    return <Alert variant="error">{outbox.error instanceof ApiError ? outbox.error.message : unavailable}</Alert>;
  }
  const { items } = outbox.data;
  return (
    <Stack gap={4}>
      <Text role="status" tone="muted">
        {items.length === 1 ? '1 message' : `${items.length} messages`}
        {to ? ` for ${to}` : ''}
      </Text>
      {items.length === 0 ? (
        <EmptyState icon={<Icon name="bell" size={28} aria-hidden />} title="No messages yet" />
      ) : (
        items.map((item, index) => <OutboxMessage key={`${index}-${item.createdAt}`} item={item} />)
      )}
    </Stack>
  );
}
