import type { ProfileResponse, RecordRole } from '@petpal/contracts';
import { Alert, Button, LoadingLine, Stack, useProfile } from '@petpal/design-system';
import { useSaveProfile } from '../api/save-profile';
import { roleOption } from '../roles';
import { ProfileForm } from './ProfileForm';

export interface ProfileEditorProps {
  role: RecordRole;
  onSaved(profile: ProfileResponse): void;
}

/** Loads the user's record of `role` (if any) into the role's form and saves it. */
export function ProfileEditor({ role, onSaved }: ProfileEditorProps) {
  const profile = useProfile(role);
  const save = useSaveProfile();

  if (profile.isPending) return <LoadingLine align="center" message="Loading your profile..." />;
  if (profile.isError) {
    return (
      <Stack gap={3} align="flex-start">
        <Alert variant="error" title="Error">
          Failed to load your profile. Please try again.
        </Alert>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const record = profile.data.role === role ? profile.data.record : null;
  return (
    <ProfileForm
      key={record?.id ?? 'new'}
      role={role}
      record={record}
      label={`${roleOption(role).label} profile`}
      onSave={async (input) => onSaved(await save.mutateAsync(input))}
    />
  );
}
