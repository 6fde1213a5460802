import styled, { css } from 'styled-components';
import type { OutboxItem } from '@petpal/contracts';
import { Card } from '@petpal/design-system';
import { linkify } from '../linkify';

const Subject = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: anywhere;
  `}
`;

const Meta = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.spacing[1]} ${theme.spacing[3]};
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};

    dt {
      font-weight: ${theme.fontWeights.semibold};
    }

    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `}
`;

const Body = styled.p`
  ${({ theme }) => css`
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;

    a {
      color: ${theme.colors.link};
    }
  `}
`;

/** One email or text message the platform would have sent. */
export function OutboxMessage({ item }: { item: OutboxItem }) {
  return (
    <Card as="article">
      <Subject>{item.subject}</Subject>
      <Meta>
        <dt>To</dt>
        <dd>{item.to}</dd>
        <dt>Sent</dt>
        <dd>
          <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
        </dd>
      </Meta>
      <Body>
        {linkify(item.text).map((part, index) =>
          part.kind === 'link' ? (
            <a key={index} href={part.href}>
              {part.href}
            </a>
          ) : (
            part.text
          ),
        )}
      </Body>
    </Card>
  );
}
