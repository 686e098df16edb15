// Leaks and churn (see churn-measure.ts): each audio player, the audio playlist and the radio's channel list.
import { describe } from 'vitest';
import { CYCLES } from './churn-measure';
import { closePages, markupChurn, pageGroup } from './churn-support';

describe(`leaks and churn: ${CYCLES} mounts and teardowns`, () => {
  closePages();
  markupChurn(pageGroup('audio'));
});
