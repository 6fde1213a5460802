import type { ComponentProps } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = { level: HeadingLevel } & ComponentProps<'h1'>;

const sizes: Record<HeadingLevel, keyof DefaultTheme['fontSizes']> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg' };

const Root = styled.h1<{ $level: HeadingLevel }>`
  ${({ theme, $level }) => css`
    margin: 0;
    font-size: ${theme.fontSizes[sizes[$level]]};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.text};

    ${theme.media.mobile} {
      font-size: ${$level === 1 ? theme.fontSizes['2xl'] : theme.fontSizes[sizes[$level]]};
    }
  `}
`;

export function Heading({ level, ...rest }: HeadingProps) {
  return <Root {...rest} as={`h${level}`} $level={level} />;
}
