import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import type { TextTone } from './Text';

export type MetaRowProps = { tone?: TextTone } & ComponentProps<'div'>;

const Root = styled.div<{ $tone: TextTone }>`
  ${({ theme, $tone }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
    ${$tone === 'muted' && `color: ${theme.colors.textMuted};`}
  `}
`;

/** A wrapping line of small facts side by side: a rating and its count, a status badge and a distance. */
export function MetaRow({ tone = 'default', ...rest }: MetaRowProps) {
  return <Root {...rest} $tone={tone} />;
}
