import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { nothingListed, playdatesApi } from '../fixtures';
import { PawfectMatchPage } from './PawfectMatchPage';

const meta = {
  title: 'Community/PawfectMatch/PawfectMatchPage',
  component: PawfectMatchPage,
  ...platformMeta({ route: '/pawfectmatch', page: true }),
  beforeEach: withFakeApi(playdatesApi()),
} satisfies Meta<typeof PawfectMatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: what PawfectMatch is, how it keeps owners safe, and Log in. */
export const Guest: Story = {
  beforeEach: withFakeApi(playdatesApi(), { user: null }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Safe by design' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const GuestOnPhone: Story = { ...Guest, globals: onPhone };

/** An owner with Bruno listed lands on the suggestions: compatible dogs nearby, nearest first. */
export const Suggestions: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Suggested playmates for Bruno' });
    await expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Simba', 'Zara']);
    await expect(canvas.getByRole('tab', { name: 'Requests (1)' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const SuggestionsOnPhone: Story = { ...Suggestions, globals: onPhone };

/** Incoming to answer, an agreed playdate with its meeting place, and a sent request. */
export const Requests: Story = {
  parameters: { route: '/pawfectmatch?tab=requests' },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Waiting for your answer' })).toBeVisible();
    await expect(canvas.getByText('Juhu beach, Gandhi statue entrance', { selector: 'p' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Nothing listed yet: the owner's dogs, each with List for playdates. */
export const NothingListed: Story = {
  beforeEach: withFakeApi(playdatesApi({ 'GET /api/community/playdates/mine': ok(nothingListed) })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'List Bruno for playdates' })).toBeVisible();
  },
};

/** My playdate pets: Bruno listed (Edit, Remove), Kaju not yet. */
export const MyPets: Story = {
  parameters: { route: '/pawfectmatch?tab=pets' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit listing for Bruno' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'List Kaju for playdates' })).toBeVisible();
  },
};
