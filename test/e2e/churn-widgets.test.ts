// Leaks and churn (see churn-measure.ts): the theme's widgets, embeds, the page of everything and any
// other page that is not media or content.
import { describe } from 'vitest';
import { CYCLES } from './churn-measure';
import { closePages, markupChurn, pageGroup } from './churn-support';

describe(`leaks and churn: ${CYCLES} mounts and teardowns`, () => {
  closePages();
  markupChurn(pageGroup('widgets'));
});
