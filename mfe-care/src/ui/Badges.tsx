import styled from 'styled-components';

/** A status badge and its companions ("Rated") side by side, wrapping on a narrow screen. */
export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[1]};
`;
