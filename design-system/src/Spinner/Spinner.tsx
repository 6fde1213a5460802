import styled from 'styled-components';
import { VisuallyHidden } from '@petpal/design-system/core';
import { SpinnerGlyph, type SpinnerSize } from './SpinnerGlyph';

export interface SpinnerProps {
  label?: string;
  size?: SpinnerSize;
}

const Root = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary.solid};
`;

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <Root role="status">
      <SpinnerGlyph $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
