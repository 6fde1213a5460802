import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  Alert,
  Button,
  EmptyState,
  Heading,
  Icon,
  PageSkeleton,
  RouterButtonLink,
  usePageTitle,
} from '@petpal/design-system';
import { useFaq } from '../../features/support/api/get-faq';
import { FaqAccordion } from '../../features/support/components/FaqAccordion';
import { PageContainer, PageIntro } from '../layout/PageContainer';

const ContactCard = styled.aside`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[4]};
    margin-top: ${theme.spacing[10]};
    padding: ${theme.spacing[6]};
    color: ${theme.colors.secondary.onSubtle};
    background: ${theme.colors.secondary.subtle};
    border: 1px solid ${theme.colors.secondary.border};
    border-radius: ${theme.radii.lg};

    h2 {
      margin: 0 0 ${theme.spacing[1]};
      font-size: ${theme.fontSizes.xl};
      color: ${theme.colors.text};
    }

    p {
      margin: 0;
    }
  `}
`;

function Faq({ faq }: { faq: ReturnType<typeof useFaq> }) {
  if (faq.isPending) return <PageSkeleton label="Loading questions" />;
  if (faq.isError) {
    return (
      <Alert variant="error" title="We could not load the questions">
        <p>
          Please try again. If it keeps happening, <Link to="/contact">contact us</Link> and we will answer directly.
        </p>
        <Button variant="outline" size="sm" onClick={() => void faq.refetch()} loading={faq.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (faq.data.items.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="info" size={24} />}
        title="No questions yet"
        description="Our team is writing answers to common questions."
      />
    );
  }
  return <FaqAccordion items={faq.data.items} />;
}

export function HelpSupportPage() {
  usePageTitle('Help & Support');
  const faq = useFaq();
  return (
    <PageContainer $narrow>
      <Heading level={1}>Help &amp; Support</Heading>
      <PageIntro>Answers to the questions pet owners and providers ask us most.</PageIntro>
      <Faq faq={faq} />
      {/* Below the questions, so it comes with them: under the loading state it would move when they arrive. */}
      {!faq.isPending && (
        <ContactCard aria-labelledby="still-need-help">
          <div>
            <h2 id="still-need-help">Still need help?</h2>
            <p>Send us a message and our support team will get back to you.</p>
          </div>
          <RouterButtonLink to="/contact" variant="secondary">
            Contact us
          </RouterButtonLink>
        </ContactCard>
      )}
    </PageContainer>
  );
}
