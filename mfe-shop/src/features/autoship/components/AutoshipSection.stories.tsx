import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { RemoteStory, withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { shopper } from '../../../test/catalogue-fixtures';
import { declinedAutoship, kibbleAutoship } from '../fixtures';
import { AutoshipSection } from './AutoshipSection';

const meta = {
  title: 'Shop/Autoship/AutoshipSection',
  component: AutoshipSection,
  args: { enabled: true },
  decorators: [(Story) => <RemoteStory route="/pharmas-orders">{Story()}</RemoteStory>],
} satisfies Meta<typeof AutoshipSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/shop/autoship';

export const ActiveAndPaused: Story = {
  beforeEach: withStubApi({ [LIST]: ok({ autoships: [kibbleAutoship, declinedAutoship] }) }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Skip next delivery of Chicken Kibble 3 kg' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume Autoship of Rope Toy' })).toBeVisible();
    await expect(canvas.getAllByText(/insufficient funds/)[0]).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withStubApi({ [LIST]: apiError(500, 'internal', 'Boom') }, { user: shopper }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
