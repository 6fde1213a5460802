import styled from 'styled-components';

/**
 * What an owner wrote (about their dog, a request's message, a meeting place), as text: React renders it as a
 * text node, never as HTML, with line breaks kept and long words broken.
 */
export const OwnerText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;
