import { describe, expect, it } from 'vitest';
import {
  EXPIRY_FORMAT_MESSAGE,
  formatCardNumber,
  formatExpiry,
  validateCardForm,
  type CardFormValues,
} from './card-form';

const valid: CardFormValues = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  holderName: ' Sam Rivera ',
};

describe('card form formatting', () => {
  it('groups the number in fours and keeps digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('adds the slash once the month is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
});

describe('validateCardForm', () => {
  it('turns a valid form into the AddCardInput the API takes', () => {
    expect(validateCardForm(valid)).toEqual({
      success: true,
      data: {
        methodType: 'card',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        holderName: 'Sam Rivera',
      },
    });
  });

  it('gives the contract messages per field, expiry read as MM/YY', () => {
    expect(validateCardForm({ cardNumber: '4242 4242 4242 4241', expiry: '1/3', cvc: '1', holderName: ' ' })).toEqual({
      success: false,
      errors: {
        cardNumber: 'Your card number is incorrect.',
        expiry: EXPIRY_FORMAT_MESSAGE,
        cvc: "Your card's security code is invalid.",
        holderName: 'Please enter the name on the card.',
      },
    });
    expect(validateCardForm({ ...valid, expiry: '13/30' })).toEqual({
      success: false,
      errors: { expiry: "Your card's expiration month is invalid." },
    });
    expect(validateCardForm({ ...valid, expiry: '01/20' })).toEqual({
      success: false,
      errors: { expiry: 'Your card has expired.' },
    });
  });
});
