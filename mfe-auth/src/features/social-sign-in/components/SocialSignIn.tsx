import styled from 'styled-components';
import type { AuthMode } from '@petpal/contracts';
import { Text } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';
import { useSocialReturn } from '../use-social-return';
import { SocialButtons } from './SocialButtons';

const Divider = styled(Text)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid currentColor;
    opacity: 0.3;
  }
`;

/**
 * The Google / Facebook part of /login and /signup: the banner of a failed provider sign-in, the buttons,
 * and the "or" before the email form. Also finishes a provider sign-in the page was sent back with.
 */
export function SocialSignIn({ mode }: { mode: AuthMode }) {
  const { failedTitle, failedMessage } = useSocialReturn(mode);
  return (
    <>
      {failedTitle && <FormBanner title={failedTitle} message={failedMessage ?? ''} />}
      <SocialButtons mode={mode} />
      <Divider tone="muted">or</Divider>
    </>
  );
}
