import { describe, expect, it } from 'vitest';
import { FIRST_AID_GUIDES, guideBySlug } from './guides';

describe('first-aid guides', () => {
  it('cover the emergencies the brief names, each with steps, signs to go now and what to avoid', () => {
    const slugs = FIRST_AID_GUIDES.map((guide) => guide.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'choking',
        'bleeding',
        'poisoning',
        'heatstroke',
        'seizures',
        'fractures',
        'burns',
        'cpr',
      ]),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const guide of FIRST_AID_GUIDES) {
      expect(guide.slug, guide.slug).toMatch(/^[a-z-]+$/);
      expect(guide.steps.length, guide.slug).toBeGreaterThanOrEqual(3);
      expect(guide.goNow.length, guide.slug).toBeGreaterThanOrEqual(1);
      expect(guide.avoid.length, guide.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('find a guide by its slug only', () => {
    expect(guideBySlug('cpr')?.title).toBe('CPR');
    expect(guideBySlug('CPR')).toBeUndefined();
    expect(guideBySlug('hiccups')).toBeUndefined();
  });
});
