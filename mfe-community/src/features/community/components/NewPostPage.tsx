import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { communityMessages, CreatePostInput, type Group } from '@petpal/contracts';
import {
  Alert,
  Button,
  createAttemptKeys,
  EmptyState,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  Select,
  sessionUserAtom,
  Stack,
  Text,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { useJoinedGroups } from '../api/groups';
import { useCreatePost } from '../api/posts';
import { communityTexts } from '../texts';
import { PhotoPicker } from './PhotoPicker';

const TITLE = 'Create Post';

/** /community/post/new: one of your groups (?group= preselects it), a title, the text and up to 4 photos. */
export function NewPostPage() {
  const user = useAtomValue(sessionUserAtom);
  const joined = useJoinedGroups();

  if (user === undefined || (user && joined.isPending)) return <LoadingLine message="Loading your groups..." />;
  if (user === null) {
    return (
      <PageFrame width="wide" title={TITLE}>
        <Stack gap={3} align="flex-start">
          <Text>{communityMessages.signInToJoin}</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      </PageFrame>
    );
  }
  if (!joined.data) {
    return (
      <PageFrame width="wide" title={TITLE}>
        <RetryAlert message={communityMessages.loadFailed} onRetry={() => void joined.refetch()} />
      </PageFrame>
    );
  }
  if (joined.data.length === 0) {
    return (
      <PageFrame width="wide" title={TITLE}>
        <EmptyState
          title={communityTexts.joinToPost}
          description={communityTexts.joinToPostHint}
          action={<RouterButtonLink to="/community">Browse Communities</RouterButtonLink>}
        />
      </PageFrame>
    );
  }
  return <NewPostForm groups={joined.data} />;
}

const EMPTY_POST = { groupId: '', title: '', body: '', photoIds: [] as string[] };
/** No group chosen is said as such (the contract would call it an invalid id). */
const chooseGroup = ({ groupId }: typeof EMPTY_POST) => (groupId ? {} : { groupId: communityMessages.chooseGroup });

function NewPostForm({ groups }: { groups: Group[] }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreatePost();
  const [keys] = useState(createAttemptKeys);
  const preselected = search.get('group');
  const form = useContractForm<typeof CreatePostInput, typeof EMPTY_POST>(CreatePostInput, {
    refine: chooseGroup,
    defaultValues: {
      ...EMPTY_POST,
      groupId: groups.some((group) => group.id === preselected)
        ? preselected!
        : groups.length === 1
          ? groups[0]!.id
          : '',
    },
  });
  const photos = form.choice('photoIds');
  const [uploading, setUploading] = useState(false);

  const submit = form.onSubmit((input) =>
    create.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: ({ post }) => {
          keys.settle();
          toast({ title: communityMessages.postCreated, variant: 'success' });
          void navigate(`/community/post/${post.id}`);
        },
        onError: (error) => {
          keys.settle(error);
          const { photo, ...refused } = apiFieldErrors(error, communityTexts.notSent);
          form.showErrors({ ...refused, photoIds: refused.photoIds ?? photo });
        },
      },
    ),
  );

  return (
    <PageFrame width="wide" title={TITLE} intro="Share a question, a tip or a photo with one of your groups.">
      <form onSubmit={submit} noValidate aria-label="New post">
        <Stack gap={4}>
          {form.formError && <Alert variant="error">{form.formError}</Alert>}
          <Select
            label="Group"
            placeholder="Choose a group"
            options={groups.map((group) => ({ value: group.id, label: `${group.name} (${group.city})` }))}
            {...form.field('groupId')}
          />
          <TextField label="Title" {...form.field('title')} />
          <TextArea label="What's on your mind?" rows={6} {...form.field('body')} />
          <PhotoPicker photoIds={photos.value} error={photos.error} onChange={photos.onChange} onBusy={setUploading} />
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" loading={create.isPending} disabled={uploading}>
              Post
            </Button>
            <RouterButtonLink to={preselected ? `/community/group/${preselected}` : '/community'} variant="outline">
              Cancel
            </RouterButtonLink>
          </Stack>
        </Stack>
      </form>
    </PageFrame>
  );
}
