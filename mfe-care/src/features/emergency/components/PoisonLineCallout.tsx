import styled, { css } from 'styled-components';
import type { PoisonLine } from '@petpal/contracts';
import { ButtonLink, Icon, RouterButtonLink } from '@petpal/design-system';
import { emergencyUrls } from '../guides';

const Box = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[5]};
    border: 2px solid ${theme.colors.destructive.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.destructive.subtle};
    color: ${theme.colors.destructive.onSubtle};
    min-width: 0;
  `}
`;

const Title = styled.h2`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  `}
`;

const Line = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  `}
`;

const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
  `}
`;

export interface PoisonLineCalloutProps {
  /** The line of the shown city's country; null shows every country's line. */
  line: PoisonLine | null;
  all: readonly PoisonLine[];
}

/** The 24-hour animal poison line, first on the page, with a call link and the poisoning guide. */
export function PoisonLineCallout({ line, all }: PoisonLineCalloutProps) {
  const lines = line ? [line] : all;
  return (
    <Box aria-labelledby="poison-line-title">
      <Title id="poison-line-title">
        <Icon name="alert" size={22} /> 24-hour animal poison line
      </Title>
      <Line>If your pet may have eaten something poisonous, call now, even if it seems fine.</Line>
      {lines.map((entry) => (
        <Line key={entry.country}>
          <strong>{entry.name}</strong> ({entry.country}): open 24 hours.{entry.feeNote ? ` ${entry.feeNote}` : ''}
        </Line>
      ))}
      <Actions>
        {lines.map((entry) => (
          <ButtonLink
            key={entry.country}
            href={entry.telHref}
            variant="destructive"
            aria-label={`Call ${entry.name} on ${entry.phone}`}
          >
            <Icon name="phone" size={16} /> {entry.phone}
          </ButtonLink>
        ))}
        <RouterButtonLink to={emergencyUrls.guide('poisoning')} variant="outline">
          What to do now
        </RouterButtonLink>
      </Actions>
    </Box>
  );
}
