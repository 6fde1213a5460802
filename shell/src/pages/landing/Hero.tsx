import styled, { css } from 'styled-components';
import { Button } from '@petpal/design-system/core';
import { PageButtonLink } from '../../composition/PageLink';
import { HeroArt } from './HeroArt';

const Root = styled.section`
  ${({ theme }) => css`
    padding: ${theme.spacing[16]} 0;
    background:
      radial-gradient(circle at 85% 20%, ${theme.colors.secondary.subtle} 0, transparent 40%),
      linear-gradient(180deg, ${theme.colors.primary.subtle} 0%, ${theme.colors.page} 100%);

    ${theme.media.mobile} {
      padding: ${theme.spacing[10]} 0;
    }
  `}
`;

const Inner = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[10]};
    max-width: 75rem;
    margin: 0 auto;
    padding: 0 ${theme.spacing[6]};

    ${theme.media.mobile} {
      padding: 0 ${theme.spacing[4]};
    }
  `}
`;

const Title = styled.h1`
  ${({ theme }) => css`
    max-width: 16ch;
    margin: 0;
    font-size: clamp(2.5rem, 5vw + 1rem, 3.75rem);
    font-weight: ${theme.fontWeights.bold};
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${theme.colors.text};
  `}
`;

const Subtitle = styled.p`
  ${({ theme }) => css`
    max-width: 36rem;
    margin: ${theme.spacing[5]} 0 ${theme.spacing[8]};
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.textMuted};

    ${theme.media.mobile} {
      font-size: ${theme.fontSizes.md};
    }
  `}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
`;

export interface HeroProps {
  startHref: string;
  onLearnMore(): void;
}

export function Hero({ startHref, onLearnMore }: HeroProps) {
  return (
    <Root aria-labelledby="hero-title">
      <Inner>
        <div>
          <Title id="hero-title">Put your pet at the heart of everything</Title>
          <Subtitle>
            Book trusted vets, sitters, trainers and groomers, get help fast in an emergency, and meet a community of
            people who love pets as much as you do.
          </Subtitle>
          <Actions>
            <PageButtonLink href={startHref} size="lg">
              Start Your Journey
            </PageButtonLink>
            <Button type="button" variant="outline" size="lg" onClick={onLearnMore}>
              Learn More
            </Button>
          </Actions>
        </div>
        <HeroArt />
      </Inner>
    </Root>
  );
}
