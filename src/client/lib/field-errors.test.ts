import { describe, expect, it } from 'vitest';
import { INPUT_TEXTS_EN } from '../../contract/errors/input-en.ts';
import { INPUT_TEXTS_NL } from '../../contract/errors/input-nl.ts';
import { labelInputSchema } from '../../contract/labels.ts';
import { serviceRequestSubmissionSchema } from '../../contract/service-requests/submission.ts';
import { ApiError } from './api-client.ts';
import { issuesToErrors, refusalErrors, refusedFields, schemaErrors } from './field-errors.ts';

const refusal = (status: number, body: string) => new ApiError({ status, statusText: '', body });

const validationAnswer = JSON.stringify({
  message: 'Gebruik alleen cijfers in het telefoonnummer',
  issues: [
    { path: ['phone'], message: 'Gebruik alleen cijfers in het telefoonnummer' },
    { path: ['bikes', 0, 'brand'], message: 'Brand is required' },
    { path: ['phone'], message: 'Phone number must be at least 8 digits' },
    { path: [], message: 'Invalid input' },
  ],
});

describe('field errors from zod issues', () => {
  it('keeps the first message per field, by its path joined with dots, under an optional prefix', () => {
    const issues = [
      { path: ['bikes', 1, 'brand'], code: 'too_small', message: 'brandRequired' },
      { path: ['bikes', 1, 'brand'], code: 'too_big', message: 'tooLong', maximum: 100 },
      { path: [], code: 'custom', message: 'reasonOrCustomReason' },
    ];
    expect(issuesToErrors(issues, INPUT_TEXTS_NL)).toEqual({
      'bikes.1.brand': 'Merk is verplicht',
      '': 'Kies een afwijzingsreden of vul een eigen reden in',
    });
    expect(issuesToErrors(issues.slice(1, 2), INPUT_TEXTS_NL, 'customer.')).toEqual({
      'customer.bikes.1.brand': 'Maximaal 100 tekens',
    });
  });

  it("reads a schema's verdict in the words it is given, with none for valid values", () => {
    const unnamed = labelInputSchema.safeParse({ name: ' ', color: '' });
    expect(schemaErrors(unnamed, INPUT_TEXTS_NL)).toEqual({
      name: 'Naam is verplicht',
      color: 'Kleur is verplicht',
    });
    expect(schemaErrors(unnamed, INPUT_TEXTS_EN)).toEqual({
      name: 'Name is required',
      color: 'Color is required',
    });
    const named = labelInputSchema.safeParse({ name: 'Spoed', color: '#dc2626' });
    expect(schemaErrors(named, INPUT_TEXTS_NL)).toEqual({});
    const withoutBrand = serviceRequestSubmissionSchema.safeParse({
      bikes: [{ brand: '', issueDescription: 'Ketting springt eraf bij het schakelen' }],
    });
    expect(schemaErrors(withoutBrand, INPUT_TEXTS_EN)).toMatchObject({
      'bikes.0.brand': 'Brand is required',
    });
  });
});

describe("field errors from the server's refusal", () => {
  it('names the fields a 400 answer refused, by path, with the first message for each, and none for other failures', () => {
    expect(refusedFields(refusal(400, validationAnswer))).toEqual({
      phone: 'Gebruik alleen cijfers in het telefoonnummer',
      'bikes.0.brand': 'Brand is required',
    });
    expect(refusedFields(refusal(409, validationAnswer))).toEqual({});
    expect(refusedFields(refusal(400, '<h1>Bad Request</h1>'))).toEqual({});
    expect(refusedFields(refusal(400, '{"message":"x","issues":[null,{"path":"phone"}]}'))).toEqual(
      {},
    );
    expect(refusedFields(new Error('offline'))).toEqual({});
  });

  it("puts a refusal without issues under the one field it concerns, only for that refusal's status", () => {
    const nameTaken = refusal(409, '{"message":"Er bestaat al een label met deze naam"}');
    const ofName = { status: 409, field: 'name' };
    expect(refusalErrors(nameTaken, ofName)).toEqual({
      name: 'Er bestaat al een label met deze naam',
    });
    expect(refusalErrors(nameTaken)).toEqual({});
    expect(refusalErrors(nameTaken, { status: 400, field: 'name' })).toEqual({});
    expect(refusalErrors(new Error('offline'), ofName)).toEqual({});
  });

  it('prefers the fields a 400 named to the field a refusal would concern', () => {
    expect(refusalErrors(refusal(400, validationAnswer), { status: 400, field: 'email' })).toEqual({
      phone: 'Gebruik alleen cijfers in het telefoonnummer',
      'bikes.0.brand': 'Brand is required',
    });
    const mismatch = refusal(400, '{"message":"Het e-mailadres komt niet overeen"}');
    expect(refusalErrors(mismatch, { status: 400, field: 'confirmEmail' })).toEqual({
      confirmEmail: 'Het e-mailadres komt niet overeen',
    });
  });
});
