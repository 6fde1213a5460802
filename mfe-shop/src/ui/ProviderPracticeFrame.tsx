import { useAtomValue } from 'jotai';
import { PageFrame, ProviderStandingGate, sessionUserAtom } from '@petpal/design-system';
import { SessionNotice, type SessionNoticeProps } from './SessionNotice';

export interface ProviderPracticeFrameProps extends Omit<SessionNoticeProps, 'user' | 'role'> {
  title: string;
  intro: string;
  role: NonNullable<SessionNoticeProps['role']>;
}

/**
 * A shop provider's own screen: the page, the session gate for its one role, and the standing panel until an
 * admin verifies the provider (decision 053).
 */
export function ProviderPracticeFrame({ title, intro, children, ...notice }: ProviderPracticeFrameProps) {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame title={title} intro={intro}>
      <SessionNotice user={user} {...notice}>
        <ProviderStandingGate>{children}</ProviderStandingGate>
      </SessionNotice>
    </PageFrame>
  );
}
