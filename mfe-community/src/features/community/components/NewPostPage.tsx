import { useState, type FormEvent } from 'react';
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
  contractErrors,
  type FieldErrors,
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

function NewPostForm({ groups }: { groups: Group[] }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreatePost();
  const [keys] = useState(createAttemptKeys);
  const preselected = search.get('group');
  const [groupId, setGroupId] = useState(
    groups.some((group) => group.id === preselected) ? preselected! : groups.length === 1 ? groups[0]!.id : '',
  );
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { groupId, title, body, photos };
    const found = contractErrors(CreatePostInput, input);
    if (!groupId) found.groupId = communityMessages.chooseGroup;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
          const refused = apiFieldErrors(error, communityTexts.notSent);
          setErrors({ ...refused, photos: refused.photos ?? refused.photo });
        },
      },
    );
  }

  return (
    <PageFrame width="wide" title={TITLE} intro="Share a question, a tip or a photo with one of your groups.">
      <form onSubmit={submit} noValidate aria-label="New post">
        <Stack gap={4}>
          {errors.form && <Alert variant="error">{errors.form}</Alert>}
          <Select
            label="Group"
            placeholder="Choose a group"
            options={groups.map((group) => ({ value: group.id, label: `${group.name} (${group.city})` }))}
            value={groupId}
            error={errors.groupId}
            onChange={(event) => setGroupId(event.target.value)}
          />
          <TextField
            label="Title"
            value={title}
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextArea
            label="What's on your mind?"
            rows={6}
            value={body}
            error={errors.body}
            onChange={(event) => setBody(event.target.value)}
          />
          <PhotoPicker
            photos={photos}
            error={errors.photos}
            onChange={(next, error) => {
              setPhotos(next);
              setErrors(({ photos: _photos, ...rest }) => (error ? { ...rest, photos: error } : rest));
            }}
          />
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" loading={create.isPending}>
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
