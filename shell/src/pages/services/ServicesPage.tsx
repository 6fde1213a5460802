import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import {
  Alert,
  Badge,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  Heading,
  Icon,
  RouterButtonLink,
  sessionUserAtom,
  usePageTitle,
  VisuallyHidden,
} from '@petpal/design-system';
import type { SessionUser } from '@petpal/contracts';
import { serviceHref, visibleServices, type Service } from '../../features/services/services';
import { PageContainer, PageIntro } from '../layout/PageContainer';
import { IconWell } from '../layout/IconWell';

const Grid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
    gap: ${theme.spacing[5]};
    margin: ${theme.spacing[6]} 0 0;
    padding: 0;
    list-style: none;
  `}
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const ServiceCard = styled(Card)`
  height: 100%;
`;

const Description = styled(CardBody)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ServiceItem({ service, user }: { service: Service; user: SessionUser | null | undefined }) {
  const href = serviceHref(service, user);
  const needsLogin = href !== service.href;
  return (
    <li>
      <ServiceCard>
        <Top>
          <IconWell>
            <Icon name={service.icon} size={24} />
          </IconWell>
          {!user && service.open && <Badge variant="success">Open to everyone</Badge>}
        </Top>
        <CardTitle as="h2">{service.name}</CardTitle>
        <Description>{service.description}</Description>
        <CardFooter>
          <RouterButtonLink to={href} variant={needsLogin ? 'outline' : 'primary'} size="sm">
            {needsLogin ? 'Log in to continue' : 'Get started'}
            <VisuallyHidden>: {service.name}</VisuallyHidden>
          </RouterButtonLink>
        </CardFooter>
      </ServiceCard>
    </li>
  );
}

export function ServicesPage() {
  usePageTitle('Services');
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageContainer>
      <Heading level={1}>Services</Heading>
      <PageIntro>Trusted professionals and everything your pet needs, in one place.</PageIntro>
      {!user && (
        <Alert variant="info" title="Log in to book">
          Create a free account or log in to book care and shop. Emergency Services, PawfectMatch and Become a Pet
          Parent are open to everyone.
        </Alert>
      )}
      <Grid>
        {visibleServices(user).map((service) => (
          <ServiceItem key={service.id} service={service} user={user} />
        ))}
      </Grid>
    </PageContainer>
  );
}
