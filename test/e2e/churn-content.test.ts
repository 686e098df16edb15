// Leaks and churn (see churn-measure.ts): the page builder's and forms' pages, consent and navigation.
import { describe } from 'vitest';
import { CYCLES } from './churn-measure';
import { closePages, markupChurn, pageGroup } from './churn-support';

describe(`leaks and churn: ${CYCLES} mounts and teardowns`, () => {
  closePages();
  markupChurn(pageGroup('content'));
});
