// axe-core in every feature state (a11y-states-support.ts): page elements, media and radio, and
// any state of a page not in a11y-states-forms.test.ts.
import { describe } from 'vitest';
import { FORMS_GROUP, STATES, axeInStates } from './a11y-states-support';

describe('axe-core in every feature state: page elements, media, radio', () => {
  axeInStates(STATES.filter((state) => !FORMS_GROUP.includes(state.page)));
});
