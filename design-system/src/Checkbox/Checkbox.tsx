import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type CheckboxProps = {
  label: ReactNode;
} & Omit<ComponentProps<'input'>, 'type'>;

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Box = styled.input`
  ${({ theme }) => css`
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.1875rem 0 0;
    accent-color: ${theme.colors.primary.solid};
    cursor: pointer;

    &:disabled {
      cursor: not-allowed;
    }
  `}
`;

const Label = styled.label`
  cursor: pointer;
`;

export function Checkbox({ label, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Root className={className}>
      <Box {...rest} type="checkbox" id={inputId} />
      <Label htmlFor={inputId}>{label}</Label>
    </Root>
  );
}
