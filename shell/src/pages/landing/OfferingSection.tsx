import type { Ref } from 'react';
import styled, { css } from 'styled-components';
import { Card, CardBody, CardFooter, CardTitle, Icon, VisuallyHidden } from '@petpal/design-system/core';
import type { Offering, OfferingGroup } from './offerings';
import { PageButtonLink } from '../../composition/PageLink';
import { IconWell } from '../layout/IconWell';

const Root = styled.section`
  ${({ theme }) => css`
    max-width: 75rem;
    margin: 0 auto;
    padding: ${theme.spacing[12]} ${theme.spacing[6]} 0;

    ${theme.media.mobile} {
      padding: ${theme.spacing[10]} ${theme.spacing[4]} 0;
    }
  `}
`;

const Title = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes['3xl']};
    line-height: ${theme.lineHeights.tight};

    &:focus {
      outline: none;
    }

    ${theme.media.mobile} {
      font-size: ${theme.fontSizes['2xl']};
    }
  `}
`;

const Intro = styled.p`
  ${({ theme }) => css`
    max-width: 40rem;
    margin: ${theme.spacing[2]} 0 ${theme.spacing[6]};
    color: ${theme.colors.textMuted};
  `}
`;

const Grid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
    gap: ${theme.spacing[5]};
    margin: 0;
    padding: 0;
    list-style: none;

    ${theme.media.mobile} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${theme.spacing[3]};
    }
  `}
`;

const DesktopCard = styled(Card)`
  height: 100%;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Description = styled(CardBody)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tile = styled.button`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.spacing[2]};
    width: 100%;
    height: 100%;
    padding: ${theme.spacing[4]};
    font: inherit;
    font-weight: ${theme.fontWeights.semibold};
    text-align: left;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.sm};
    cursor: pointer;

    &:hover {
      border-color: ${theme.colors.primary.border};
    }

    ${theme.media.desktop} {
      display: none;
    }
  `}
`;

function OfferingItem({ offering, onOpen }: { offering: Offering; onOpen(offering: Offering): void }) {
  return (
    <li>
      <DesktopCard>
        <IconWell>
          <Icon name={offering.icon} size={24} />
        </IconWell>
        <CardTitle>{offering.title}</CardTitle>
        <Description>{offering.description}</Description>
        <CardFooter>
          <PageButtonLink href="/services" variant="outline" size="sm">
            Explore <VisuallyHidden>{offering.title}</VisuallyHidden>
          </PageButtonLink>
        </CardFooter>
      </DesktopCard>
      <Tile type="button" aria-haspopup="dialog" onClick={() => onOpen(offering)}>
        <IconWell>
          <Icon name={offering.icon} size={22} />
        </IconWell>
        {offering.title}
      </Tile>
    </li>
  );
}

export interface OfferingSectionProps {
  group: OfferingGroup;
  onOpen(offering: Offering): void;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A landing section: cards with Explore on desktop, tiles that open details on small screens. */
export function OfferingSection({ group, onOpen, titleRef }: OfferingSectionProps) {
  const titleId = `${group.id}-title`;
  return (
    <Root id={group.id} aria-labelledby={titleId}>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {group.title}
      </Title>
      <Intro>{group.intro}</Intro>
      <Grid>
        {group.items.map((offering) => (
          <OfferingItem key={offering.id} offering={offering} onOpen={onOpen} />
        ))}
      </Grid>
    </Root>
  );
}
