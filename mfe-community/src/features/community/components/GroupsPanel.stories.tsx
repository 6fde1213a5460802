import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { catGroup, group } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { GroupsPanel } from './GroupsPanel';

const groups = [group(), catGroup];

const meta = {
  title: 'Community/GroupsPanel',
  component: GroupsPanel,
  ...platformMeta(),
  args: { signedIn: true },
} satisfies Meta<typeof GroupsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterByTopicAndCity: Story = {
  beforeEach: withFakeApi({
    'GET /api/community/groups': (request: RecordedRequest) =>
      ok({
        groups: groups.filter(
          (one) =>
            (!request.query.get('topic') || one.topic === request.query.get('topic')) &&
            one.city.toLowerCase().includes((request.query.get('city') ?? '').toLowerCase()) &&
            one.name.toLowerCase().includes((request.query.get('q') ?? '').toLowerCase()),
        ),
      }),
  }),
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Groups' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'cats');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.type(canvas.getByLabelText('City'), 'Mumbai');
    await expect(await canvas.findByText(communityMessages.noGroups)).toBeVisible();
  },
};

export const SearchByName: Story = {
  ...FilterByTopicAndCity,
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Groups' });
    await userEvent.type(canvas.getByLabelText('Search groups'), 'cat par');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(list).getByText(catGroup.name)).toBeVisible();
  },
};

export const OpensCreateAGroup: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/groups': ok({ groups }) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create a group' }));
    // The dialog is its own chunk, fetched on the first click.
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create a group' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/community/groups': 'pending' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading groups...')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { signedIn: false },
  beforeEach: withFakeApi({ 'GET /api/community/groups': apiError(500, 'internal', 'Boom') }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(communityMessages.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
