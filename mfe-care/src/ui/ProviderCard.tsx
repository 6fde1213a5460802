import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Icon, Photo } from '@petpal/design-system';

const Item = styled(Card).attrs({ as: 'li' })`
  ${({ theme }) => css`
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
    min-width: 0;
  `}
`;

const Header = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    min-width: 0;
  `}
`;

/** The portrait's box, reserved before it loads (no shift in a list of results). */
const Portrait = styled.div`
  flex: none;
  width: 4rem;
`;

const Name = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: anywhere;
  `}
`;

const Line = styled.p`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: ${theme.spacing[1]} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;

    svg {
      flex-shrink: 0;
    }

    strong {
      color: ${theme.colors.text};
    }
  `}
`;

const Actions = styled.div<{ $fill: boolean }>`
  ${({ theme, $fill }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin-top: auto;

    ${
      $fill &&
      css`
        & > * {
          flex: 1 1 9rem;
        }
      `
    }
  `}
`;

export interface ProviderCardProps {
  /** The heading, which also names the list item. */
  name: string;
  /** A person's photo; without `avatar` (a clinic) the card has no avatar, with a null `src` it shows initials. */
  avatar?: { src: string | null };
  /** Short lines under the name, e.g. a CardLine with the location. */
  meta?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  /** The actions share the card's width (a clinic's call and directions). */
  fillActions?: boolean;
}

/** One provider in a results list (a sitter, a trainer, a clinic): who, where, facts, then the actions. */
export function ProviderCard({ name, avatar, meta, children, actions, fillActions = false }: ProviderCardProps) {
  const nameId = useId();
  const title = <Name id={nameId}>{name}</Name>;
  return (
    <Item aria-labelledby={nameId}>
      {avatar ? (
        <Header>
          <Portrait>
            <Photo
              src={avatar.src}
              alt={name}
              fallback={{ kind: 'initials', name }}
              ratio={1}
              shape="circle"
              sizes="64px"
            />
          </Portrait>
          <div>
            {title}
            {meta}
          </div>
        </Header>
      ) : (
        <>
          {title}
          {meta}
        </>
      )}
      {children}
      <Actions $fill={fillActions}>{actions}</Actions>
    </Item>
  );
}

/** A muted line under a provider's name, after an icon (the location, the rating). */
export function CardLine({ icon, children }: { icon: ComponentProps<typeof Icon>['name']; children: ReactNode }) {
  return (
    <Line>
      <Icon name={icon} size={14} />
      {children}
    </Line>
  );
}
