import type { FormEvent } from 'react';
import { UpdatePostInput, type Post } from '@petpal/contracts';
import { Alert, Button, Stack, TextArea, TextField, apiFieldErrors, useContractForm } from '@petpal/design-system';
import { useUpdatePost } from '../api/posts';
import { communityTexts } from '../texts';

export interface EditPostFormProps {
  post: Post;
  /** Saved (or nothing changed) or cancelled. */
  onDone(): void;
}

type PostValues = { title: string; body: string };

/** Only what changed is sent. */
const changes = (post: Post, { title, body }: PostValues) => ({
  ...(title !== post.title ? { title } : {}),
  ...(body !== post.body ? { body } : {}),
});

/** The title and text of a post, changed by its author or a moderator; photos stay as posted. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const update = useUpdatePost(post.id);
  const form = useContractForm<typeof UpdatePostInput, PostValues>(UpdatePostInput, {
    defaultValues: { title: post.title, body: post.body },
    toInput: (values) => changes(post, values),
  });

  function save(event: FormEvent) {
    const { title, body } = form.getValues();
    // Nothing changed: nothing to send, and nothing to refuse.
    if (title === post.title && body === post.body) {
      event.preventDefault();
      return onDone();
    }
    void form.onSubmit((patch) =>
      update.mutate(patch, {
        onSuccess: onDone,
        onError: (error) => form.showErrors(apiFieldErrors(error, communityTexts.tryAgain)),
      }),
    )(event);
  }

  return (
    <form onSubmit={save} noValidate aria-label="Edit post">
      <Stack gap={3}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TextField label="Title" autoFocus {...form.field('title')} />
        <TextArea label="Text" rows={8} {...form.field('body')} />
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
