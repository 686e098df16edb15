// Leaks and churn (see churn-measure.ts): the features that mount on <body>, and the check that the measures see a leak.
import { describe } from 'vitest';
import { CYCLES } from './churn-measure';
import { BODY_PAGES, bodyChurn, closePages, leakCheck } from './churn-support';

describe(`leaks and churn: ${CYCLES} mounts and teardowns`, () => {
  closePages();
  bodyChurn(BODY_PAGES);
  leakCheck();
});
