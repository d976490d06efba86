import { BROWSER_CHECKS } from './checks';
import { quoteRules } from './quote-rules';

/** The quote request as the browser checks it before sending: the server checks the phone number and the address itself. */
export const quoteFormSchema = quoteRules(BROWSER_CHECKS);
