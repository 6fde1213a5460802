import type { Meta, StoryObj } from '@storybook/react-vite';
import { atom, useAtom } from 'jotai';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { useToast } from '../Toast';

/** An atom of the page, as a remote's would be: a value set in one story must not reach the next. */
const noteAtom = atom('none');

/** Leaves behind what a story can: a toast, an atom's value and both storages. */
function LeaveStateBehind() {
  const { toast } = useToast();
  const [note, setNote] = useAtom(noteAtom);
  function leave() {
    toast({ title: 'Left behind', variant: 'error', durationMs: 60_000 });
    setNote('left behind');
    localStorage.setItem('petpal.story.left', '1');
    sessionStorage.setItem('petpal.story.left', '1');
  }
  return (
    <>
      <p>Note: {note}</p>
      <Button onClick={leave}>Leave state behind</Button>
    </>
  );
}

/**
 * The preview's reset (decision 103): every story starts from a fresh page, even when the stories before it ran
 * in the same page (the storybook vitest project runs every file in one page). The second story runs after the
 * first and finds none of what the first left.
 */
const meta = {
  title: 'Testing/Page reset',
  component: LeaveStateBehind,
} satisfies Meta<typeof LeaveStateBehind>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeavesStateBehind: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave state behind' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent('Left behind');
    await expect(canvas.getByText('Note: left behind')).toBeVisible();
    await expect(localStorage.getItem('petpal.story.left')).toBe('1');
  },
};

export const StartsClean: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Note: none')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alert')).toBeNull();
    await expect(localStorage.length).toBe(0);
    await expect(sessionStorage.length).toBe(0);
  },
};
