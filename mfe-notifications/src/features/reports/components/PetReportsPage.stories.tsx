import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { petReport, someReports } from '../../../test/fixtures';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, StoryRoute, withFakeApi } from '../../../test/story-platform';
import { PetReportsPage } from './PetReportsPage';

const meta = {
  title: 'Pet reports/PetReportsPage',
  component: PetReportsPage,
  render: () => <StoryRoute route="/pet-reports" />,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof PetReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const mine = petReport({ id: 'c000000000000000000000aa', isMine: true, petName: 'Misty', isActive: false });
const api = {
  'GET /api/notifications/reports': ({ query }: { query: URLSearchParams }) =>
    ok({ reports: query.get('mine') === 'true' ? [mine] : [...someReports, petReport()] }),
  'GET /api/notifications/alert-settings': ok({ enabled: true, radiusKm: 5, point: { lat: 12.976, lng: 77.607 } }),
  'PUT /api/notifications/alert-settings': ({ body }: { body: unknown }) => ok(body),
};

export const Feed: Story = {
  beforeEach: withFakeApi(api),
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('list', { name: 'Recent reports' });
    await expect(within(recent).getAllByRole('article')).toHaveLength(3);
    await expect(within(recent).getByRole('link', { name: 'Unknown' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'My reports' })).toHaveTextContent('Reunited');
    const alerts = await canvas.findByRole('form', { name: 'Nearby alerts' });
    await expect(within(alerts).getByText('Around 12.976, 77.607')).toBeVisible();
    await userEvent.click(within(alerts).getByRole('button', { name: 'Save Alert Settings' }));
    await expect(await canvas.findByText('Alert settings saved.')).toBeVisible();
  },
};

export const NoReports: Story = {
  beforeEach: withFakeApi({
    'GET /api/notifications/reports': ok({ reports: [] }),
    'GET /api/notifications/alert-settings': ok({ enabled: false, radiusKm: 5, point: null }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pet reports nearby')).toBeVisible();
    await expect(await canvas.findByText('You have not reported a pet yet.')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({ 'GET /api/notifications/reports': ok({ reports: someReports }) }, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Recent reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Report a Pet' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('heading', { name: 'My Reports' })).toBeNull();
  },
};
