import { useState, type FormEvent } from 'react';
import { UpdatePostInput, type Post } from '@petpal/contracts';
import {
  Alert,
  Button,
  Stack,
  TextArea,
  TextField,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { useUpdatePost } from '../api/posts';
import { communityTexts } from '../texts';

export interface EditPostFormProps {
  post: Post;
  /** Saved (or nothing changed) or cancelled. */
  onDone(): void;
}

/** The title and text of a post, changed by its author or a moderator; photos stay as posted. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const update = useUpdatePost(post.id);
  const [title, setTitle] = useState(post.title);
  const [body, setBody] = useState(post.body);
  const [errors, setErrors] = useState<FieldErrors>({});

  function save(event: FormEvent) {
    event.preventDefault();
    const patch = { ...(title !== post.title ? { title } : {}), ...(body !== post.body ? { body } : {}) };
    if (Object.keys(patch).length === 0) return onDone();
    const found = contractErrors(UpdatePostInput, patch);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(patch, {
      onSuccess: onDone,
      onError: (error) => setErrors(apiFieldErrors(error, communityTexts.tryAgain)),
    });
  }

  return (
    <form onSubmit={save} noValidate aria-label="Edit post">
      <Stack gap={3}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <TextField
          label="Title"
          value={title}
          error={errors.title}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="Text"
          rows={8}
          value={body}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Stack direction="row" gap={2} wrap>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
