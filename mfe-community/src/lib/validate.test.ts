import { describe, expect, it } from 'vitest';
import { CreatePostInput, communityMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { fieldErrors, refusal } from './validate';

describe('form errors', () => {
  it('gives the contract’s first message per field', () => {
    expect(fieldErrors(CreatePostInput, { groupId: '', title: 'Hi', body: '   ', photos: [] })).toEqual({
      groupId: expect.any(String),
      title: communityMessages.postTitle,
      body: communityMessages.postBody,
    });
  });

  it('is empty for valid input', () => {
    const valid = { groupId: 'b00000000000000000000001', title: 'Walk time', body: 'At 7.', photos: [] };
    expect(fieldErrors(CreatePostInput, valid)).toEqual({});
  });

  it('names the API’s fields by their top-level name, else shows its message', () => {
    expect(refusal(new ApiError(400, 'invalid_input', 'Some fields...', { 'photos.1': 'Too big' }), 'x')).toEqual({
      photos: 'Too big',
    });
    expect(refusal(new ApiError(429, 'rate_limited', communityMessages.postingTooOften), 'x')).toEqual({
      form: communityMessages.postingTooOften,
    });
    expect(refusal(new TypeError('Failed to fetch'), 'Not sent.')).toEqual({ form: 'Not sent.' });
  });
});
