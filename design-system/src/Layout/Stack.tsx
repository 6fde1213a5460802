import type { ComponentProps, CSSProperties } from 'react';
import styled from 'styled-components';
import type { Spacing } from '../tokens';

export type StackProps = {
  gap?: Spacing;
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
} & ComponentProps<'div'>;

interface StackStyle {
  $gap: Spacing;
  $direction: 'row' | 'column';
  $align: CSSProperties['alignItems'];
  $justify: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const Root = styled.div<StackStyle>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
`;

/** Lays children out in a row or column with a spacing-scale gap. */
export function Stack({
  gap = 4,
  direction = 'column',
  align = 'stretch',
  justify = 'flex-start',
  wrap = false,
  ...rest
}: StackProps) {
  return <Root {...rest} $gap={gap} $direction={direction} $align={align} $justify={justify} $wrap={wrap} />;
}
