import { useId } from 'react';
import { format, parseISO } from 'date-fns';
import styled, { css } from 'styled-components';
import { verificationMessages, type ProviderStanding } from '@petpal/contracts';
import { ButtonLink } from '@petpal/design-system/core';
import { Icon, type IconName } from '@petpal/design-system/core';
import type { ToneName } from '../tokens';

/** A standing that keeps the provider from their tools (a verified one shows the tools instead). */
export type BlockedStanding = ProviderStanding & { status: 'pending' | 'rejected' | 'suspended' };

export interface ProviderStandingPanelProps {
  standing: BlockedStanding;
  /** The panel's heading level: 2 on a page under its h1 (the default), 3 or 4 inside a card. */
  headingLevel?: 2 | 3 | 4;
  /** False on the application page itself, where the links to the profile would lead back to the same page. */
  links?: boolean;
}

/** Where each provider role completes its application (mfe-auth's /profile/<slug>). */
export const providerProfilePaths: Record<ProviderStanding['role'], string> = {
  veterinary_doctor: '/profile/veterinary',
  pet_sitter: '/profile/pet-sitter',
  pet_trainer: '/profile/pet-trainer',
  pet_stylist: '/profile/pet-stylist',
  pharmacist: '/profile/pharmacist',
  supplier: '/profile/supplier',
};

const SUPPORT_PATH = '/help-support';

/** The panel's own words; the refusals' sentences are the API's (verificationMessages). */
export const standingPanelText = {
  pendingTitle: 'Pending verification',
  rejectedTitle: 'Application not approved',
  suspendedTitle: 'Account suspended',
  missing: 'Your application is not complete yet. Add what is still missing and PetPal will review it:',
  complete:
    'Your application is complete and waits for review. PetPal checks what you sent and opens your tools once you are verified.',
} as const;

const looks: Record<BlockedStanding['status'], { tone: ToneName; icon: IconName; title: string }> = {
  pending: { tone: 'warning', icon: 'clipboard', title: standingPanelText.pendingTitle },
  rejected: { tone: 'destructive', icon: 'alert', title: standingPanelText.rejectedTitle },
  suspended: { tone: 'destructive', icon: 'alert', title: standingPanelText.suspendedTitle },
};

const Root = styled.section<{ $tone: ToneName }>`
  ${({ theme, $tone }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]} ${theme.spacing[5]};
    color: ${theme.colors.text};
    background: ${theme.colors[$tone].subtle};
    border: 1px solid ${theme.colors[$tone].border};
    border-radius: ${theme.radii.lg};
    overflow-wrap: anywhere;

    ${theme.media.mobile} {
      padding: ${theme.spacing[4]};
    }
  `}
`;

const Title = styled.h2<{ $tone: ToneName }>`
  ${({ theme, $tone }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors[$tone].onSubtle};

    > svg {
      flex-shrink: 0;
    }
  `}
`;

const Paragraph = styled.p`
  margin: 0;
`;

const Missing = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[1]};
    margin: 0;
    padding-left: ${theme.spacing[5]};
  `}
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const day = (iso: string) => format(parseISO(iso), 'd MMM yyyy');

/**
 * What a provider sees instead of their tools until an admin verifies them: pending (what is still missing,
 * or that the application waits for review), rejected (the reason) or suspended (the reason). Its links are
 * plain, so it works in parcels that have no router (the shell routes them).
 */
export function ProviderStandingPanel({ standing, headingLevel = 2, links = true }: ProviderStandingPanelProps) {
  const titleId = useId();
  const look = looks[standing.status];
  const profilePath = providerProfilePaths[standing.role];

  return (
    <Root aria-labelledby={titleId} $tone={look.tone} data-standing={standing.status}>
      <Title id={titleId} as={`h${headingLevel}`} $tone={look.tone}>
        <Icon name={look.icon} size={20} />
        {look.title}
      </Title>
      {standing.status === 'pending' && standing.missing.length > 0 ? (
        <>
          <Paragraph>{standingPanelText.missing}</Paragraph>
          <Missing aria-label="Still missing">
            {standing.missing.map((item) => (
              <li key={item.field}>{item.label}</li>
            ))}
          </Missing>
          {links ? (
            <Actions>
              <ButtonLink href={profilePath} size="sm">
                Complete your profile
              </ButtonLink>
            </Actions>
          ) : null}
        </>
      ) : null}
      {standing.status === 'pending' && standing.missing.length === 0 ? (
        <>
          <Paragraph>{standingPanelText.complete}</Paragraph>
          {standing.submittedAt ? <Muted>Sent for review on {day(standing.submittedAt)}.</Muted> : null}
          {links ? (
            <Actions>
              <ButtonLink href={profilePath} size="sm" variant="outline">
                Review your profile
              </ButtonLink>
            </Actions>
          ) : null}
        </>
      ) : null}
      {standing.status === 'rejected' ? (
        <>
          <Paragraph>{verificationMessages.providerRejected}</Paragraph>
          {standing.reason ? <Paragraph>Reason: {standing.reason}</Paragraph> : null}
          {standing.decidedAt ? <Muted>Decided on {day(standing.decidedAt)}.</Muted> : null}
          <Actions>
            {links ? (
              <ButtonLink href={profilePath} size="sm" variant="outline">
                Review your profile
              </ButtonLink>
            ) : null}
            <ButtonLink href={SUPPORT_PATH} size="sm" variant="ghost">
              Contact support
            </ButtonLink>
          </Actions>
        </>
      ) : null}
      {standing.status === 'suspended' ? (
        <>
          <Paragraph>{verificationMessages.accountSuspended}</Paragraph>
          {standing.reason ? <Paragraph>Reason: {standing.reason}</Paragraph> : null}
          <Actions>
            <ButtonLink href={SUPPORT_PATH} size="sm" variant="outline">
              Contact support
            </ButtonLink>
          </Actions>
        </>
      ) : null}
    </Root>
  );
}
