import styled, { css } from 'styled-components';
import { Dialog, Icon } from '@petpal/design-system/core';
import { PageButtonLink } from '../../composition/PageLink';
import type { Offering } from './offerings';

const Features = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;

    li {
      display: flex;
      gap: ${theme.spacing[2]};
      align-items: flex-start;
    }

    svg {
      flex-shrink: 0;
      margin-top: 0.2rem;
      color: ${theme.colors.success.solid};
    }
  `}
`;

export interface OfferingDialogProps {
  offering: Offering | null;
  exploreHref: string;
  onClose(): void;
}

/** The details of a tile tapped on a small screen. */
export function OfferingDialog({ offering, exploreHref, onClose }: OfferingDialogProps) {
  return (
    <Dialog
      open={offering !== null}
      onClose={onClose}
      title={offering?.title ?? ''}
      description={offering?.description}
      footer={
        <PageButtonLink href={exploreHref} onClick={onClose}>
          Explore Service
        </PageButtonLink>
      }
    >
      <Features aria-label="What is included">
        {offering?.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </Features>
    </Dialog>
  );
}
