import { useState } from 'react';
import { verificationMessages, type AdminUsersPage } from '@petpal/contracts';
import { Alert, Badge, Button, Dialog, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { Details, RowActions, RowCard } from '../../../ui/RowCard';
import { formatDay, formatWhen } from '../../../lib/format';
import { useLiftSuspension, useSuspendUser } from '../api/users';

type AdminUser = AdminUsersPage['items'][number];

const roleLabel = (role: string) => (role === 'none' ? 'No role yet' : role.replace(/_/g, ' '));

/** One account: role, join date, profile, and its suspension (with the reason) with Suspend or Lift suspension. */
export function UserCard({ user }: { user: AdminUser }) {
  const { toast } = useToast();
  const [dialog, setDialog] = useState<'suspend' | 'lift' | null>(null);
  const suspend = useSuspendUser();
  const lift = useLiftSuspension();

  function close() {
    setDialog(null);
    suspend.reset();
    lift.reset();
  }

  return (
    <RowCard>
      <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
        <Heading level={3}>{user.email}</Heading>
        <Stack direction="row" gap={2} wrap>
          {user.suspended ? <Badge variant="destructive">Suspended</Badge> : null}
          <Badge variant={user.fullName ? 'success' : 'neutral'}>
            {user.fullName ? 'Profile complete' : 'No profile yet'}
          </Badge>
        </Stack>
      </Stack>
      <Details>
        <div>
          <dt>Name</dt>
          <dd>{user.fullName ?? '—'}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{roleLabel(user.role)}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDay(user.createdAt)}</dd>
        </div>
        {user.suspended ? (
          <div>
            <dt>Suspended</dt>
            <dd>{formatWhen(user.suspended.at)}</dd>
          </div>
        ) : null}
      </Details>
      {user.suspended ? <Text tone="muted">Reason: {user.suspended.reason}</Text> : null}
      <RowActions>
        {user.suspended ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('lift')}>
            Lift suspension
          </Button>
        ) : (
          <Button size="sm" variant="destructive" onClick={() => setDialog('suspend')}>
            Suspend
          </Button>
        )}
      </RowActions>
      {dialog === 'suspend' ? (
        <ReasonDialog
          open
          title={`Suspend ${user.email}?`}
          description="They lose access at once, open sessions included, and cannot sign in until the suspension is lifted."
          requiredMessage={verificationMessages.suspensionReason}
          confirmLabel="Suspend"
          destructive
          pending={suspend.isPending}
          error={suspend.error?.message ?? null}
          onConfirm={(reason) =>
            suspend.mutate(
              { id: user.id, input: { reason } },
              {
                onSuccess: () => {
                  toast({ title: `${user.email} is suspended.`, variant: 'success' });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog === 'lift' ? (
        <Dialog
          open
          onClose={close}
          title={`Lift the suspension of ${user.email}?`}
          description="They can sign in and use PetPal again."
          footer={
            <Stack direction="row" gap={2} justify="flex-end" wrap>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button
                loading={lift.isPending}
                onClick={() =>
                  lift.mutate(
                    { id: user.id },
                    {
                      onSuccess: () => {
                        toast({ title: `${user.email} can use PetPal again.`, variant: 'success' });
                        close();
                      },
                    },
                  )
                }
              >
                Lift suspension
              </Button>
            </Stack>
          }
        >
          {lift.error ? <Alert variant="error">{lift.error.message}</Alert> : null}
        </Dialog>
      ) : null}
    </RowCard>
  );
}
