// axe-core in every feature state (a11y-states-support.ts): consent, popup boxes and forms.
import { describe } from 'vitest';
import { FORMS_GROUP, STATES, axeInStates } from './a11y-states-support';

describe('axe-core in every feature state: consent, boxes, forms', () => {
  axeInStates(STATES.filter((state) => FORMS_GROUP.includes(state.page)));
});
