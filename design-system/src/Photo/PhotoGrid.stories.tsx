import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Photo } from './Photo';
import { PhotoGrid } from './PhotoGrid';

/** Stand-in photos drawn in SVG (stories have no API). */
const drawn = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="${fill}"/></svg>`,
  );
const fills = ['#FDBA8C', '#93C5FD', '#86EFAC'];

const meta = {
  title: 'Data display/PhotoGrid',
  component: PhotoGrid,
  args: { label: 'Photos from Asha', maxWidth: '20rem', children: null },
  render: (args) => (
    <PhotoGrid {...args}>
      {fills.map((fill, index) => (
        <li key={fill}>
          <a href={drawn(fill)} target="_blank" rel="noopener noreferrer">
            <Photo
              src={drawn(fill)}
              alt={`Photo ${index + 1} of ${fills.length} from Asha`}
              fallback={{ kind: 'species', species: 'dog' }}
              ratio={1}
            />
          </a>
        </li>
      ))}
    </PhotoGrid>
  ),
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two fixed columns (a message's photos); each photo a link the keyboard reaches in order. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Photos from Asha' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Photo 1 of 3 from Asha' }).closest('a')).toHaveFocus();
  },
};

/** As many columns as fit (a report card's photos, the admin's view). */
export const AsManyAsFit: Story = {
  args: { minColumn: '5rem' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Photos from Asha' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ').length).toBeGreaterThanOrEqual(3);
  },
};
