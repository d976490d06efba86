import type * as z from 'zod/mini';
import { parseBody } from './fields';
import { quoteRules } from './quote-rules';
import { SERVER_CHECKS } from './server-checks';

/** The quote request as the server checks it. */
export const quoteSchema = quoteRules(SERVER_CHECKS);

export type QuoteRequestInput = z.output<typeof quoteSchema>;

export const parseQuoteRequest = (body: unknown) => parseBody(quoteSchema, body);
