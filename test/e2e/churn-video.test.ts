// Leaks and churn (see churn-measure.ts): each video player and the video playlist.
import { describe } from 'vitest';
import { CYCLES } from './churn-measure';
import { closePages, markupChurn, pageGroup } from './churn-support';

describe(`leaks and churn: ${CYCLES} mounts and teardowns`, () => {
  closePages();
  markupChurn(pageGroup('video'));
});
