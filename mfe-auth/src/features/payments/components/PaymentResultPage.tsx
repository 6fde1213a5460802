import styled, { css } from 'styled-components';
import { ButtonLink, Card, Container, Heading, Icon, Text, usePageTitle } from '@petpal/design-system';

const Page = styled(Container)`
  ${({ theme }) => css`
    max-width: 32rem;
    padding-top: ${theme.spacing[12]};
    padding-bottom: ${theme.spacing[12]};

    ${theme.media.mobile} {
      padding-top: ${theme.spacing[6]};
      padding-bottom: ${theme.spacing[6]};
    }
  `}
`;

const Panel = styled(Card)`
  ${({ theme }) => css`
    align-items: center;
    gap: ${theme.spacing[4]};
    padding: ${theme.spacing[8]} ${theme.spacing[6]};
    text-align: center;
  `}
`;

const Mark = styled.span<{ $ok: boolean }>`
  ${({ theme, $ok }) => css`
    display: inline-flex;
    padding: ${theme.spacing[3]};
    color: ${$ok ? theme.colors.success.onSubtle : theme.colors.destructive.onSubtle};
    background: ${$ok ? theme.colors.success.subtle : theme.colors.destructive.subtle};
    border-radius: ${theme.radii.full};
  `}
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** Spec section 8, word for word. */
const results = {
  success: { title: 'Payment Successful', message: 'Your teleconsultation appointment has been confirmed.' },
  failure: { title: 'Payment Failed', message: 'There was an issue processing your payment. Please try again.' },
} as const;

/** /payment-success and /payment-failure: where a payment ends, with the way back to appointments and payments. */
export function PaymentResultPage({ result }: { result: keyof typeof results }) {
  const { title, message } = results[result];
  usePageTitle(title);
  return (
    <Page>
      <Panel>
        <Mark $ok={result === 'success'} aria-hidden>
          <Icon name={result === 'success' ? 'check' : 'alert'} size={32} />
        </Mark>
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{message}</Text>
        <Links>
          <ButtonLink href="/appointments">View Appointments</ButtonLink>
          <ButtonLink href="/payments" variant="outline">
            Payment Methods
          </ButtonLink>
        </Links>
      </Panel>
    </Page>
  );
}
