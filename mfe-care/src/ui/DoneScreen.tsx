import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Heading, Icon, Stack } from '@petpal/design-system';

const Mark = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    color: ${theme.colors.success.onSubtle};
    background: ${theme.colors.success.subtle};
    border-radius: ${theme.radii.full};
  `}
`;

const Title = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

export interface DoneScreenProps {
  title: string;
  /** What was done: a line or two and its facts. */
  children: ReactNode;
  /** Where to go next. */
  actions: ReactNode;
}

/**
 * The confirmation that replaces a form once it is sent (a request, a booking). Focus moves to its heading,
 * since the form and the button that sent it are gone.
 */
export function DoneScreen({ title, children, actions }: DoneScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <Stack gap={4} align="flex-start">
        <Mark aria-hidden="true">
          <Icon name="check" size={24} />
        </Mark>
        <Title ref={heading} level={2} tabIndex={-1}>
          {title}
        </Title>
        {children}
        <Stack direction="row" gap={3} wrap>
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
}
