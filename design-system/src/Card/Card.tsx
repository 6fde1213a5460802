import styled, { css } from 'styled-components';

export const Card = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[5]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.sm};
  `}
`;

export const CardTitle = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
  `}
`;

export const CardBody = styled.div`
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;
