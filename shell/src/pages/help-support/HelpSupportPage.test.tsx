import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { ok, type Answer } from '@petpal/design-system/test-utils/fake-fetch';
import { renderWithPlatform } from '../../test/render';
import { HelpSupportPage } from './HelpSupportPage';

/** The API answers the questions with `answer`. */
function renderPage(answer: Answer) {
  stubApi({ 'GET /api/support/faq': answer });
  return renderWithPlatform(
    <MemoryRouter>
      <HelpSupportPage />
    </MemoryRouter>,
  );
}

const faq = {
  items: [
    { id: '1', category: 'Bookings', question: 'How do I cancel?', answer: 'Open Appointments and choose Cancel.' },
    { id: '2', category: 'Payments', question: 'When am I charged?', answer: '24 hours before a teleconsultation.' },
    { id: '3', category: 'Bookings', question: 'Can I rebook?', answer: 'Yes.' },
  ],
};

describe('help and support', () => {
  it('groups questions by category and expands an answer on demand', async () => {
    const user = userEvent.setup();
    renderPage(ok(faq));

    const question = await screen.findByRole('button', { name: 'How do I cancel?' });
    const categories = screen.getAllByRole('heading', { level: 2 });
    expect(categories.map((heading) => heading.textContent)).toEqual(['Bookings', 'Payments', 'Still need help?']);

    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How do I cancel?' })).toBeNull();

    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I cancel?' }).textContent).toBe(
      'Open Appointments and choose Cancel.',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('says so when the questions cannot be loaded', async () => {
    renderPage({ status: 500, body: {} });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the questions');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
