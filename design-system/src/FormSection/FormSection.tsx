import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Root = styled.section`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    min-width: 0;
  `}
`;

const Header = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.spacing[2]};
  `}
`;

const Title = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

const Aside = styled.span`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

export interface FormSectionProps {
  title: string;
  /** The heading level: 3 under a dialog's h2 (the default), 2 on a page, 4 inside a card. */
  level?: 2 | 3 | 4;
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled part of a form or page, with an optional note beside its title. */
export function FormSection({ title, level = 3, aside, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Header>
        <Title id={titleId} as={`h${level}`}>
          {title}
        </Title>
        {aside && <Aside>{aside}</Aside>}
      </Header>
      {children}
    </Root>
  );
}
