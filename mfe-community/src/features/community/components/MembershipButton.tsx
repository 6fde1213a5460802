import { useState } from 'react';
import type { Group } from '@petpal/contracts';
import { ApiError, Button, useToast } from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useMembership } from '../api/groups';
import { communityTexts } from '../texts';

/**
 * Join or leave a group, named after it so screen readers tell the buttons of a list apart. A moderator is
 * asked first: leaving ends their moderation.
 */
export function MembershipButton({ group }: { group: Group }) {
  const membership = useMembership();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const join = !group.joined;

  function change() {
    membership.mutate(
      { group, join },
      {
        onSettled: () => setConfirming(false),
        onError: (error) =>
          toast({
            title: 'Error',
            description: error instanceof ApiError ? error.message : communityTexts.tryAgain,
            variant: 'error',
          }),
      },
    );
  }

  return (
    <>
      <Button
        size="sm"
        variant={join ? 'primary' : 'outline'}
        loading={membership.isPending}
        aria-label={`${join ? 'Join' : 'Leave'} ${group.name}`}
        onClick={() => (!join && group.moderator ? setConfirming(true) : change())}
      >
        {join ? 'Join' : 'Leave'}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Leave ${group.name}?`}
          description={communityTexts.leaveAsModerator}
          confirmLabel="Leave group"
          busy={membership.isPending}
          onConfirm={change}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
