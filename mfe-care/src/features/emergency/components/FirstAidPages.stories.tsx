import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform } from '../../../test/story-platform';
import { FIRST_AID_GUIDES } from '../guides';
import { FirstAidPages } from './FirstAidPages';

const meta = {
  title: 'Pet care/Emergency/FirstAidPages',
  component: FirstAidPages,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform route={(parameters.route as string | undefined) ?? '/emergency/poisoning'} path="/emergency/*">
        {Story()}
      </StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof FirstAidPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Poisoning' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'When to go to the vet now' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Common toxic foods and plants' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Emergency Services' })).toHaveAttribute(
      'href',
      '/emergency-services',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const GuideOnPhone: Story = {
  parameters: { route: '/emergency/cpr' },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'CPR' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const GuidesIndex: Story = {
  parameters: { route: '/emergency' },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'First-Aid Guides' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(FIRST_AID_GUIDES.length);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: { route: '/emergency/hiccups' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all first-aid guides' })).toHaveAttribute('href', '/emergency');
  },
};
