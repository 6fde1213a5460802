import { describe, expect, it } from 'vitest';
import {
  careMessages,
  communityMessages,
  CreatePostInput,
  DeclineBookingRequestInput,
  RateBookingInput,
} from '@petpal/contracts';
import { ApiError } from '../platform/api-error';
import { apiFieldErrors, checkContract, contractErrors } from './field-errors';

describe('checkContract', () => {
  it('returns the parsed input', () => {
    expect(checkContract(DeclineBookingRequestInput, { reason: '  Away that week ' })).toEqual({
      ok: true,
      data: { reason: 'Away that week' },
    });
  });

  it("returns the contract's first message per top-level field", () => {
    expect(checkContract(DeclineBookingRequestInput, { reason: '   ' })).toEqual({
      ok: false,
      errors: { reason: careMessages.declineReason },
    });
    expect(checkContract(RateBookingInput, { rating: 0, feedback: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { rating: careMessages.rating, feedback: careMessages.feedbackMax },
    });
  });
});

describe('contractErrors', () => {
  it('gives the contract’s first message per field, {} for valid input', () => {
    expect(contractErrors(CreatePostInput, { groupId: '', title: 'Hi', body: '   ', photoIds: [] })).toEqual({
      groupId: expect.any(String),
      title: communityMessages.postTitle,
      body: communityMessages.postBody,
    });
    const valid = { groupId: 'b00000000000000000000001', title: 'Walk time', body: 'At 7.', photoIds: [] };
    expect(contractErrors(CreatePostInput, valid)).toEqual({});
  });
});

describe('apiFieldErrors', () => {
  it('names the API’s fields by their top-level name', () => {
    expect(
      apiFieldErrors(new ApiError(400, 'invalid_input', 'Some fields...', { 'photos.1': 'Too big' }), 'x'),
    ).toEqual({ photos: 'Too big' });
  });

  it('else shows the API’s message, or the fallback when the API never answered', () => {
    expect(apiFieldErrors(new ApiError(409, 'conflict', 'Overlaps'), 'x')).toEqual({ form: 'Overlaps' });
    expect(apiFieldErrors(new ApiError(500, 'internal', 'Oops', {}), 'x')).toEqual({ form: 'Oops' });
    expect(apiFieldErrors(new TypeError('Failed to fetch'), 'Could not save.')).toEqual({ form: 'Could not save.' });
  });

  it("shows the caller's words for the failure when given", () => {
    expect(apiFieldErrors(new ApiError(500, 'internal', 'Oops', {}), 'x', careMessages.createFailed)).toEqual({
      form: careMessages.createFailed,
    });
    expect(apiFieldErrors(new TypeError('Failed to fetch'), 'x', 'Could not send.')).toEqual({
      form: 'Could not send.',
    });
  });
});
