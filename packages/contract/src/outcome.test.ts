import { describe, expect, it } from 'vitest';
import { classifyOutcome, composeMessage } from './outcome.ts';

describe('classifyOutcome (API-2)', () => {
  it('calls a plain Success body a success', () => {
    expect(classifyOutcome({ httpStatus: 200, body: { status: 'Success' } })).toBe('success');
  });

  it('calls a body without any status a success, as the spec only names error cases', () => {
    expect(classifyOutcome({ body: { message: 'ok' } })).toBe('success');
    expect(classifyOutcome({ body: null })).toBe('success');
    expect(classifyOutcome({ body: 'text' })).toBe('success');
  });

  it.each([500, 401, '500', '401', ' 401 '])('calls body status %j an error', (status) => {
    expect(classifyOutcome({ httpStatus: 200, body: { status } })).toBe('error');
  });

  it('does not treat other numeric body statuses as errors', () => {
    expect(classifyOutcome({ body: { status: 200 } })).toBe('success');
    expect(classifyOutcome({ body: { status: true } })).toBe('success');
  });

  it('calls Failure in the body status an error', () => {
    expect(classifyOutcome({ body: { status: 'Failure' } })).toBe('error');
  });

  it('calls Failure in the response status an error', () => {
    expect(classifyOutcome({ body: { status: 'Success', response: { status: 'Failure' } } })).toBe(
      'error',
    );
  });

  it('calls Failure in the payload status an error', () => {
    expect(classifyOutcome({ body: { status: 'Success', payload: { status: 'Failure' } } })).toBe(
      'error',
    );
  });

  it('treats the other status words as success', () => {
    for (const status of ['Invalid', 'Rejected', 'Cancelled', 'Unauthorized', 'Approved']) {
      expect(classifyOutcome({ body: { status } })).toBe('success');
    }
  });

  it('calls any HTTP status of 400 or more an error, whatever the body says', () => {
    expect(classifyOutcome({ httpStatus: 413, body: { status: 'Success' } })).toBe('error');
    expect(classifyOutcome({ httpStatus: 502, body: undefined })).toBe('error');
    expect(classifyOutcome({ httpStatus: 399, body: {} })).toBe('success');
  });

  it('reads only own properties, so an inherited status is ignored', () => {
    const body = Object.create({ status: 'Failure' }) as object;
    expect(classifyOutcome({ body })).toBe('success');
  });
});

describe('composeMessage (MSG-2, MSG-3)', () => {
  it('joins the body message, the top-level message and payload.message', () => {
    const reply = { body: { message: 'A.' }, message: 'B.', payload: { message: 'C.' } };
    expect(composeMessage(reply)).toBe('A. B. C.');
  });

  it('reads payload.message of a wrapped body too', () => {
    expect(composeMessage({ body: { payload: { message: 'Inner.' } } })).toBe('Inner.');
  });

  it('skips missing and non-text parts rather than printing undefined', () => {
    expect(composeMessage({ message: 'Only this.', payload: { message: 42 } })).toBe('Only this.');
    expect(composeMessage({})).toBe('');
    expect(composeMessage(undefined)).toBe('');
    expect(composeMessage({ message: '', payload: null })).toBe('');
  });

  it('strips the word undefined from a message', () => {
    expect(composeMessage({ message: 'undefined Login failed undefined' })).toBe('Login failed');
    expect(composeMessage({ message: 'undefined' })).toBe('');
  });

  it('keeps words that merely contain undefined', () => {
    expect(composeMessage({ message: 'undefinedness' })).toBe('undefinedness');
  });

  it('shows a message repeated in body and payload once', () => {
    expect(composeMessage({ message: 'Same.', payload: { message: 'Same.' } })).toBe('Same.');
  });

  it('gives an empty message for a lone ACCEPTED', () => {
    expect(composeMessage({ message: 'ACCEPTED' })).toBe('');
    expect(composeMessage({ message: 'ACCEPTED', payload: { message: 'ACCEPTED' } })).toBe('');
  });

  it('keeps ACCEPTED when other text comes with it', () => {
    expect(composeMessage({ message: 'ACCEPTED', payload: { message: 'Queued.' } })).toBe(
      'ACCEPTED Queued.',
    );
  });
});
