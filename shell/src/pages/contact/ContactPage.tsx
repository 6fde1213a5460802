import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, Heading, usePageTitle } from '@petpal/design-system';
import { ContactForm } from '../../features/support/components/ContactForm';
import { PageContainer, PageIntro } from '../layout/PageContainer';

const FormCard = styled(Card)`
  ${({ theme }) => css`
    padding: ${theme.spacing[6]};

    ${theme.media.mobile} {
      padding: ${theme.spacing[4]};
    }
  `}
`;

const Aside = styled.p`
  margin: ${({ theme }) => theme.spacing[6]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <PageContainer $narrow>
      <Heading level={1}>Contact us</Heading>
      <PageIntro>Questions about a booking, your account or joining as a provider? Send us a message.</PageIntro>
      <FormCard>
        <ContactForm />
      </FormCard>
      <Aside>
        Looking for a quick answer? Browse the <Link to="/help-support">Help &amp; Support</Link> questions. If your pet
        needs urgent care, go to <Link to="/emergency-services">Emergency Services</Link>.
      </Aside>
    </PageContainer>
  );
}
