import styled from 'styled-components';
import { Icon } from '@petpal/design-system/core';
import { Container, Heading, Text } from '../Layout';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[12]} ${theme.spacing[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.primary.onSubtle};
`;

export interface AreaComingSoonProps {
  title: string;
}

/** A route whose feature is not built yet: proves the owning remote loaded and says so plainly. */
export function AreaComingSoon({ title }: AreaComingSoonProps) {
  return (
    <Container data-testid="area-coming-soon">
      <Body>
        <Icon name="paw" size={40} aria-hidden />
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">We are putting the finishing touches on this page. It will be available soon.</Text>
      </Body>
    </Container>
  );
}
