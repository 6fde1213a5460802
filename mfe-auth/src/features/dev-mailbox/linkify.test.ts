import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds http(s) links and leaves sentence punctuation outside them', () => {
    expect(
      linkify('Confirm: http://localhost:8080/verify-email?token=ab12.\nOr visit (https://petpal.example/help).'),
    ).toEqual([
      { kind: 'text', text: 'Confirm: ' },
      { kind: 'link', href: 'http://localhost:8080/verify-email?token=ab12' },
      { kind: 'text', text: '.\nOr visit (' },
      { kind: 'link', href: 'https://petpal.example/help' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('returns plain text as one part', () => {
    expect(linkify('Your code is 123456')).toEqual([{ kind: 'text', text: 'Your code is 123456' }]);
    expect(linkify('')).toEqual([]);
  });
});
