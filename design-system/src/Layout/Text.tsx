import type { ComponentProps } from 'react';
import styled from 'styled-components';

export type TextTone = 'default' | 'muted';

export type TextProps = { tone?: TextTone } & ComponentProps<'p'>;

const Root = styled.p<{ $tone: TextTone }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : theme.colors.text)};
`;

export function Text({ tone = 'default', ...rest }: TextProps) {
  return <Root {...rest} $tone={tone} />;
}
