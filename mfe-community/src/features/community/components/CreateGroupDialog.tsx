import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateGroupInput, GROUP_TOPIC_LABELS, GROUP_TOPICS } from '@petpal/contracts';
import {
  ApiError,
  createAttemptKeys,
  FormDialog,
  Select,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { useCreateGroup } from '../api/groups';
import { communityTexts } from '../texts';

const topicOptions = GROUP_TOPICS.map((topic) => ({ value: topic, label: GROUP_TOPIC_LABELS[topic] }));

const EMPTY = { name: '', description: '', topic: '', city: '' };

/** A new group by topic and city; its creator joins it, moderates it and lands on its page. */
export function CreateGroupDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateGroup();
  const [keys] = useState(createAttemptKeys);
  const form = useContractForm<typeof CreateGroupInput, typeof EMPTY>(CreateGroupInput, { defaultValues: EMPTY });

  const submit = form.onSubmit((input) =>
    create.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: ({ group }) => {
          keys.settle();
          toast({ title: communityTexts.groupCreated, variant: 'success' });
          onClose();
          void navigate(`/community/group/${group.id}`);
        },
        onError: (error) => {
          keys.settle(error);
          // One name per city: the name is what to change.
          form.showErrors(
            error instanceof ApiError && error.status === 409
              ? { name: error.message }
              : apiFieldErrors(error, communityTexts.tryAgain),
          );
        },
      },
    ),
  );

  return (
    <FormDialog
      title="Create a group"
      description="A place for pet people of one topic in one city. You will moderate it."
      formLabel="Create a group"
      submitLabel="Create group"
      busy={create.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Group name" {...form.field('name')} />
      <Select label="Topic" placeholder="Choose a topic" options={topicOptions} {...form.field('topic')} />
      <TextField label="City" {...form.field('city')} />
      <TextArea label="Description (optional)" rows={3} {...form.field('description')} />
    </FormDialog>
  );
}
