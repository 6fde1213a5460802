import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { RouterButtonLink } from './RouterButtonLink';

const meta = {
  title: 'Actions/RouterButtonLink',
  component: RouterButtonLink,
  args: { to: '/services', children: 'Explore', variant: 'outline' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Story />} />
          <Route path="/services" element={<p>Services page</p>} />
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof RouterButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NavigatesInTheRouter: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Explore' });
    await expect(link.getAttribute('href')).toBe('/services');
    await userEvent.click(link);
    await expect(await canvas.findByText('Services page')).toBeVisible();
  },
};
