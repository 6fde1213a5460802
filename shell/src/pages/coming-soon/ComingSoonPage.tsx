import styled, { css } from 'styled-components';
import { Heading, Icon, RouterButtonLink, usePageTitle } from '@petpal/design-system';
import { PageContainer } from '../layout/PageContainer';
import { IconWell } from '../layout/IconWell';

const Panel = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.spacing[4]};
    max-width: 36rem;
    margin: ${theme.spacing[10]} auto;
    padding: ${theme.spacing[10]} ${theme.spacing[6]};
    text-align: center;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.xl};
    box-shadow: ${theme.shadows.sm};

    p {
      margin: 0;
      color: ${theme.colors.textMuted};
    }
  `}
`;

/** /coming-soon: the page for links to what PetPal does not offer yet. */
export function ComingSoonPage() {
  const title = 'Coming soon';
  usePageTitle(title);
  return (
    <PageContainer>
      <Panel>
        <IconWell $size="lg">
          <Icon name="paw" size={32} />
        </IconWell>
        <Heading level={1}>{title}</Heading>
        <p>
          We are working hard to bring this to PetPal. In the meantime, our vets, sitters, trainers and stylists are
          ready to help.
        </p>
        <RouterButtonLink to="/services">Browse services</RouterButtonLink>
      </Panel>
    </PageContainer>
  );
}
