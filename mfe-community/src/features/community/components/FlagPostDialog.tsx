import { useState } from 'react';
import { FLAG_REASON_LABELS, FLAG_REASONS, FlagPostInput, type Flagged } from '@petpal/contracts';
import {
  createAttemptKeys,
  FormDialog,
  Select,
  TextArea,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { useFlagPost } from '../api/flags';
import { communityTexts } from '../texts';

const reasonOptions = FLAG_REASONS.map((value) => ({ value, label: FLAG_REASON_LABELS[value] }));

export interface FlagPostDialogProps {
  postId: string;
  /** The flag was taken: the post's flag count and whether it is now hidden. */
  onFlagged(result: Flagged): void;
  onClose(): void;
}

/** Why the post should be looked at: a reason and an optional note for the moderators and admins. */
export function FlagPostDialog({ postId, onFlagged, onClose }: FlagPostDialogProps) {
  const flag = useFlagPost(postId);
  const [keys] = useState(createAttemptKeys);
  const form = useContractForm<typeof FlagPostInput, { reason: string; note: string }>(FlagPostInput, {
    defaultValues: { reason: '', note: '' },
  });

  const send = form.onSubmit((input) =>
    flag.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: (result) => {
          keys.settle();
          onFlagged(result);
        },
        onError: (error) => {
          keys.settle(error);
          form.showErrors(apiFieldErrors(error, communityTexts.tryAgain));
        },
      },
    ),
  );

  return (
    <FormDialog
      title="Flag this post"
      description="Flags go to the group's moderators and PetPal admins. Posts flagged by several people are hidden until an admin reviews them."
      submitLabel="Send flag"
      submitVariant="destructive"
      busy={flag.isPending}
      error={form.formError}
      onSubmit={send}
      onClose={onClose}
    >
      <Select label="Reason" placeholder="Choose a reason" options={reasonOptions} {...form.field('reason')} />
      <TextArea
        label="Note (optional)"
        hint="What should the moderators know? Up to 300 characters."
        rows={3}
        {...form.field('note')}
      />
    </FormDialog>
  );
}
