import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '@petpal/design-system';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TodoSectionProps {
  title: string;
  count: number;
  children: ReactNode;
}

/** One group of the list (Overdue, Today, Upcoming, Done), shown only when it holds something. */
export function TodoSection({ title, count, children }: TodoSectionProps) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title} <Count>({count})</Count>
      </Heading>
      <List aria-label={`${title} tasks`}>{children}</List>
    </Section>
  );
}
