import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { insuranceMessages, type Enrolment, type InsuranceQuote, type QuoteOption } from '@petpal/contracts';
import {
  Alert,
  Container,
  Heading,
  LoadingLine,
  locationAtom,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  usePageTitle,
  usePets,
} from '@petpal/design-system';
import { usePlans } from '../api/plans';
import { useQuote } from '../api/quotes';
import { perMonth } from '../format';
import { EnrolDialog } from './EnrolDialog';
import { MyPolicies } from './MyPolicies';
import { PlanCards } from './PlanCards';
import { QuoteComparison } from './QuoteComparison';
import { QuoteForm, type QuoteRequest } from './QuoteForm';

// `&&` outranks the design system's own rules, whichever order the two bundles inject them in.
const Page = styled(Container)`
  ${({ theme }) => css`
    && {
      display: grid;
      gap: ${theme.spacing[8]};
      max-width: 72rem;
      padding-top: ${theme.spacing[8]};
      padding-bottom: ${theme.spacing[10]};
      ${theme.media.mobile} {
        padding-top: ${theme.spacing[6]};
        padding-bottom: ${theme.spacing[6]};
      }
    }
  `}
`;

const Section = styled.section`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[4]};
    min-width: 0;
  `}
`;

const validUntil = (quote: InsuranceQuote) =>
  new Date(quote.expiresAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const quoteTitle = (quote: InsuranceQuote) =>
  `Your quote for a ${quote.ageYears}-year-old ${quote.breed} (${quote.species})`;

/**
 * /insurance (open to guests): the demo plans, a quote for a dog or cat compared plan by plan, enrolment for a
 * signed-in owner's pet and their policies. Prices follow the visitor's country. No payment is taken.
 */
export function InsurancePage() {
  usePageTitle('Pet insurance');
  const user = useAtomValue(sessionUserAtom);
  const { country } = useAtomValue(locationAtom);
  const isOwner = user?.role === 'pet_owner';
  const plans = usePlans(country);
  const pets = usePets(isOwner);
  const quote = useQuote();
  const [quotedPetId, setQuotedPetId] = useState<string | null>(null);
  const [enrolling, setEnrolling] = useState<QuoteOption | null>(null);
  const [enrolled, setEnrolled] = useState<Enrolment | null>(null);

  function requestQuote({ input, petId }: QuoteRequest) {
    setQuotedPetId(petId);
    setEnrolled(null);
    quote.mutate({ ...input, ...(country.trim() ? { country: country.trim() } : {}) });
  }

  return (
    <Page>
      <Stack gap={3}>
        <Heading level={1} id="insurance-title">
          Pet insurance
        </Heading>
        <Text tone="muted">Compare cover for your dog or cat and get a monthly price in seconds.</Text>
        <Alert variant="info">{insuranceMessages.demoNotice}</Alert>
      </Stack>

      <Section aria-labelledby="plans-title">
        <Heading level={2} id="plans-title">
          Plans
        </Heading>
        {plans.isPending && <LoadingLine message="Loading plans..." />}
        {plans.isError && <RetryAlert message="We could not load the plans." onRetry={() => void plans.refetch()} />}
        {plans.data && <PlanCards plans={plans.data.plans} />}
      </Section>

      {/* The rest comes with the plans: under their loading line it would move down when they arrive (decision 080). */}
      {!plans.isPending && (
        <>
          <Section aria-labelledby="quote-title">
            <Heading level={2} id="quote-title">
              Get a quote
            </Heading>
            <QuoteForm pets={pets.data?.pets ?? []} busy={quote.isPending} onQuote={requestQuote} />
            {quote.error && <Alert variant="error">{quote.error.message}</Alert>}
          </Section>

          {quote.data && (
            <Section aria-labelledby="comparison-title">
              <Heading level={2} id="comparison-title">
                {quoteTitle(quote.data.quote)}
              </Heading>
              <Text tone="muted">
                How we priced it: {quote.data.quote.factors.age.label} ×{quote.data.quote.factors.age.factor},{' '}
                {quote.data.quote.factors.species.label} ×{quote.data.quote.factors.species.factor},{' '}
                {quote.data.quote.factors.breed.label} ×{quote.data.quote.factors.breed.factor}. Valid until{' '}
                {validUntil(quote.data.quote)}.
              </Text>
              {!user && (
                <Alert variant="info">
                  <Stack gap={3} align="flex-start">
                    {insuranceMessages.signInToEnrol}
                    <RouterButtonLink to="/login" size="sm" variant="outline">
                      Login
                    </RouterButtonLink>
                  </Stack>
                </Alert>
              )}
              {user && !isOwner && <Alert variant="info">{insuranceMessages.ownersOnly}</Alert>}
              {enrolled && (
                <Alert variant="success" title="Enrolled">
                  {enrolled.pet.name} is enrolled in {enrolled.plan.name} at {perMonth(enrolled.monthlyPremium)}{' '}
                  (reference {enrolled.reference}). {insuranceMessages.noPaymentNow}
                </Alert>
              )}
              <QuoteComparison quote={quote.data.quote} onEnrol={isOwner ? setEnrolling : undefined} />
            </Section>
          )}

          {isOwner && (
            <Section aria-labelledby="policies-title">
              <Heading level={2} id="policies-title">
                My policies
              </Heading>
              <MyPolicies />
            </Section>
          )}
        </>
      )}

      {enrolling && quote.data && (
        <EnrolDialog
          quote={quote.data.quote}
          option={enrolling}
          pets={pets.data?.pets ?? []}
          preferredPetId={quotedPetId}
          onClose={() => setEnrolling(null)}
          onEnrolled={(enrolment) => {
            setEnrolling(null);
            setEnrolled(enrolment);
          }}
        />
      )}
    </Page>
  );
}
