import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { petReport, reportId } from '../../../test/fixtures';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, StoryRoute, withFakeApi } from '../../../test/story-platform';
import { ReportPage } from './ReportPage';

const path = `/api/notifications/reports/${reportId}`;
const now = () => new Date().toISOString();
const comments = ok({
  comments: [
    {
      id: 'f1',
      authorName: 'Ria K.',
      byReporter: false,
      isMine: false,
      body: 'Saw a beagle near the lake this morning.',
      createdAt: now(),
    },
    {
      id: 'f2',
      authorName: 'Priya S.',
      byReporter: true,
      isMine: false,
      body: 'Thank you, heading there!',
      createdAt: now(),
    },
  ],
});

const meta = {
  title: 'Pet reports/ReportPage',
  component: ReportPage,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeenByAnotherUser: Story = {
  render: () => <StoryRoute route={`/pet-reports/${reportId}`} />,
  beforeEach: withFakeApi({
    [`GET ${path}`]: ok({ report: petReport() }),
    [`GET ${path}/comments`]: comments,
    [`POST ${path}/seen`]: ok({ seenCount: 3, counted: true }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bruno' })).toBeVisible();
    await expect(canvas.getByText('LOST')).toBeVisible();
    const actions = canvas.getByRole('group', { name: 'Report actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Mark Seen' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Have you seen Bruno?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Seen' }));
    await expect(await canvas.findByText('3 times')).toBeVisible();
  },
};

export const ReporterWithMessages: Story = {
  render: () => <StoryRoute route={`/pet-report/${reportId}?openMessages=true`} />,
  beforeEach: withFakeApi({
    [`GET ${path}`]: ok({ report: petReport({ isMine: true, status: 'found', petName: '' }) }),
    [`GET ${path}/comments`]: ok({ comments: [] }),
    [`GET ${path}/conversations`]: ok({
      conversations: [
        {
          participantId: 'a00000000000000000000002',
          withName: 'Ria K.',
          lastMessage: 'That is my cat! She has a bell.',
          lastMessageAt: now(),
          messageCount: 2,
        },
      ],
    }),
    [`GET ${path}/messages`]: ok({
      participantId: 'a00000000000000000000002',
      withName: 'Ria K.',
      messages: [
        { id: 'm1', fromMe: false, body: 'That is my cat! She has a bell.', createdAt: now() },
        { id: 'm2', fromMe: true, body: 'Great, when can you pick her up?', createdAt: now() },
      ],
    }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unknown' })).toBeVisible();
    await expect(canvas.getByText('FOUND')).toBeVisible();
    const section = await canvas.findByRole('region', { name: 'Messages' });
    await userEvent.click(await within(section).findByRole('button', { name: /Ria K\./ }));
    await expect(await within(section).findByRole('list', { name: 'Messages with Ria K.' })).toHaveTextContent(
      'Great, when can you pick her up?',
    );
  },
};

export const Reunited: Story = {
  render: () => <StoryRoute route={`/pet-reports/${reportId}`} />,
  beforeEach: withFakeApi({
    [`GET ${path}`]: ok({ report: petReport({ isMine: true, isActive: false, resolvedAt: now() }) }),
    [`GET ${path}/comments`]: comments,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Reunited')).toBeVisible();
    await expect(await canvas.findByText('This pet is back home: comments are closed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};
