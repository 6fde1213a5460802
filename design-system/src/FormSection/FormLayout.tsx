import styled, { css } from 'styled-components';

/** A form of several `FormSection`s: the sections, then its `FormFooter`, spaced alike (the booking forms). */
export const SectionedForm = styled.form`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[6]};
  `}
`;

/** The end of a sectioned form: a rule, then the way out and submit on the right. */
export const FormFooter = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${theme.spacing[3]};
    padding-top: ${theme.spacing[4]};
    border-top: 1px solid ${theme.colors.border};
  `}
`;
