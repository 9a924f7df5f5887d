import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listCustomersQuerySchema } from './customers.ts';
import { wordIssue } from './errors/input-messages.ts';
import { INPUT_TEXTS_NL } from './errors/input-nl.ts';
import {
  approveServiceRequestSchema,
  rejectServiceRequestSchema,
} from './service-requests/handling.ts';
import { listServiceRequestsQuerySchema } from './service-requests/list.ts';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => wordIssue(issue, INPUT_TEXTS_NL));

// The dashboard shows these messages in the staff's language; they say what to change.
describe("the staff's inputs that are refused", () => {
  it('says a planner activity lasts whole minutes', () => {
    expect(messageOf(approveServiceRequestSchema, { freightliveActivityDuration: 12.5 })).toEqual([
      'Duur moet een heel aantal minuten zijn',
    ]);
  });

  it('says how long a custom rejection reason may be', () => {
    expect(messageOf(rejectServiceRequestSchema, { customReason: 'x'.repeat(1001) })).toEqual([
      'Een eigen reden is hoogstens 1000 tekens lang',
    ]);
    expect(
      messageOf(rejectServiceRequestSchema, { customReason: 'x'.repeat(1000) }),
    ).toBeUndefined();
  });

  it.each([
    ['requests', listServiceRequestsQuerySchema],
    ['customers', listCustomersQuerySchema],
  ])('says how long a search of the %s may be', (_list, schema) => {
    expect(messageOf(schema, { search: 'x'.repeat(101) })).toEqual([
      'Zoek op hoogstens 100 tekens',
    ]);
    expect(messageOf(schema, { search: 'x'.repeat(100) })).toBeUndefined();
  });
});
