import { useState } from 'react';
import {
  communityMessages,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  FlagPostInput,
  type Flagged,
  type FlagReason,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  createAttemptKeys,
  Dialog,
  Select,
  Stack,
  TextArea,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
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
  const [reason, setReason] = useState<FlagReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function send() {
    const input = { reason, note };
    const found = contractErrors(FlagPostInput, input);
    if (!reason) found.reason = communityMessages.flagReason;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    flag.mutate(
      { input: input as FlagPostInput, key: keys.keyFor(input) },
      {
        onSuccess: (result) => {
          keys.settle();
          onFlagged(result);
        },
        onError: (error) => {
          keys.settle(error);
          setErrors(apiFieldErrors(error, communityTexts.tryAgain));
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Flag this post"
      description="Flags go to the group's moderators and PetPal admins. Posts flagged by several people are hidden until an admin reviews them."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={flag.isPending} onClick={send}>
            Send flag
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <Select
          label="Reason"
          placeholder="Choose a reason"
          options={reasonOptions}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value as FlagReason)}
        />
        <TextArea
          label="Note (optional)"
          hint="What should the moderators know? Up to 300 characters."
          rows={3}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Stack>
    </Dialog>
  );
}
