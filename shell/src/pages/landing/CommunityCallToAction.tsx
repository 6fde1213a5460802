import styled, { css } from 'styled-components';
import type { SessionUser } from '@petpal/contracts';
import { PageButtonLink } from '../../composition/PageLink';

const Root = styled.section`
  ${({ theme }) => css`
    max-width: 75rem;
    margin: ${theme.spacing[12]} auto 0;
    padding: 0 ${theme.spacing[6]};

    ${theme.media.mobile} {
      margin-top: ${theme.spacing[10]};
      padding: 0 ${theme.spacing[4]};
    }
  `}
`;

const Panel = styled.div`
  ${({ theme }) => css`
    padding: ${theme.spacing[10]} ${theme.spacing[8]};
    text-align: center;
    color: ${theme.colors.secondary.onSubtle};
    background: ${theme.colors.secondary.subtle};
    border: 1px solid ${theme.colors.secondary.border};
    border-radius: ${theme.radii.xl};

    ${theme.media.mobile} {
      padding: ${theme.spacing[8]} ${theme.spacing[4]};
    }
  `}
`;

const Title = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes['3xl']};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.text};

    ${theme.media.mobile} {
      font-size: ${theme.fontSizes['2xl']};
    }
  `}
`;

const Text = styled.p`
  ${({ theme }) => css`
    max-width: 36rem;
    margin: ${theme.spacing[3]} auto ${theme.spacing[6]};
    font-size: ${theme.fontSizes.lg};
  `}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** The landing page's closing call to action, which depends on whether the visitor is signed in. */
export function CommunityCallToAction({ user }: { user: SessionUser | null | undefined }) {
  return (
    <Root aria-labelledby="community-title">
      <Panel>
        <Title id="community-title">Join Our Pet Care Community</Title>
        <Text>
          Share stories and tips, find playmates for your pet, help reunite lost pets with their families and get advice
          from owners and professionals near you.
        </Text>
        <Actions>
          {user ? (
            <>
              <PageButtonLink href="/community" variant="secondary" size="lg">
                Browse Communities
              </PageButtonLink>
              <PageButtonLink href="/community/post/new" variant="outline" size="lg">
                Create Post
              </PageButtonLink>
            </>
          ) : (
            <>
              <PageButtonLink href="/signup" variant="secondary" size="lg">
                Sign Up Now
              </PageButtonLink>
              <PageButtonLink href="/login" variant="outline" size="lg">
                Login
              </PageButtonLink>
            </>
          )}
        </Actions>
      </Panel>
    </Root>
  );
}
