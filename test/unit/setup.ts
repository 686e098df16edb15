// The unit tests' features are their own: the observer reads their selectors with the parser,
// where the main script reads the build's table (src/core/dependencies.ts).
import { dependenciesOf } from '../../src/core/attributes';
import { useDependencies } from '../../src/core/dependencies';

useDependencies(dependenciesOf);
