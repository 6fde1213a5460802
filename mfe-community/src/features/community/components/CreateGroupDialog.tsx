import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateGroupInput, GROUP_TOPIC_LABELS, GROUP_TOPICS, type GroupTopic } from '@petpal/contracts';
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
  contractErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { useCreateGroup } from '../api/groups';
import { communityTexts } from '../texts';

const topicOptions = GROUP_TOPICS.map((topic) => ({ value: topic, label: GROUP_TOPIC_LABELS[topic] }));
const FORM_ID = 'create-group-form';

/** A new group by topic and city; its creator joins it, moderates it and lands on its page. */
export function CreateGroupDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateGroup();
  const [keys] = useState(createAttemptKeys);
  const [values, setValues] = useState({ name: '', description: '', topic: '' as GroupTopic | '', city: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = contractErrors(CreateGroupInput, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { input: values as typeof values & { topic: GroupTopic }, key: keys.keyFor(values) },
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
          setErrors(
            error instanceof ApiError && error.status === 409
              ? { name: error.message }
              : apiFieldErrors(error, communityTexts.tryAgain),
          );
        },
      },
    );
  }

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
          {errors.form && <Alert variant="error">{errors.form}</Alert>}
          <TextField label="Group name" value={values.name} error={errors.name} onChange={set('name')} />
          <Select
            label="Topic"
            placeholder="Choose a topic"
            options={topicOptions}
            value={values.topic}
            error={errors.topic}
            onChange={set('topic')}
          />
          <TextField label="City" value={values.city} error={errors.city} onChange={set('city')} />
          <TextArea
            label="Description (optional)"
            rows={3}
            value={values.description}
            error={errors.description}
            onChange={set('description')}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
