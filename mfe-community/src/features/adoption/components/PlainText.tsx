import styled from 'styled-components';

/**
 * What people wrote, as text: React renders it as a text node (never as HTML, so `<script>` shows as
 * `<script>`), line breaks kept, long words broken.
 */
export const PlainText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;
