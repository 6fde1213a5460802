import styled, { css } from 'styled-components';

/**
 * What people wrote, as text: React renders it as a text node (never as HTML, so `<script>` shows as
 * `<script>`), line breaks kept, long words broken. `$clamp` shows the first four lines (feeds).
 */
export const PostText = styled.p<{ $clamp?: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
  ${({ $clamp }) =>
    $clamp &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: 4;
      -webkit-box-orient: vertical;
      overflow: hidden;
    `}
`;
