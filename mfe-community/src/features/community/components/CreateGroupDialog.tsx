import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateGroupInput, GROUP_TOPIC_LABELS, GROUP_TOPICS } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Button,
  createAttemptKeys,
  Dialog,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { useCreateGroup } from '../api/groups';
import { communityTexts } from '../texts';

const topicOptions = GROUP_TOPICS.map((topic) => ({ value: topic, label: GROUP_TOPIC_LABELS[topic] }));
const FORM_ID = 'create-group-form';

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
    <Dialog
      open
      onClose={onClose}
      title="Create a group"
      description="A place for pet people of one topic in one city. You will moderate it."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={create.isPending}>
            Create group
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Create a group">
        <Stack gap={3}>
          {form.formError && <Alert variant="error">{form.formError}</Alert>}
          <TextField label="Group name" {...form.field('name')} />
          <Select label="Topic" placeholder="Choose a topic" options={topicOptions} {...form.field('topic')} />
          <TextField label="City" {...form.field('city')} />
          <TextArea label="Description (optional)" rows={3} {...form.field('description')} />
        </Stack>
      </form>
    </Dialog>
  );
}
