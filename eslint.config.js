// ESLint (flat config): the recommended sets, and the boundaries the code keeps.
// `npm run lint` runs it alone; `npm test` runs it next to the type check.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { airliftRules } from './tools/eslint-rules.mjs';

/**
 * Where server HTML is inserted as HTML. Everywhere else text from the page, the network,
 * cookies and feeds is inserted as text (`textContent`, attributes, preact's text nodes).
 */
const HTML_SINKS = [
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
    message: 'HTML insertion: only the files in eslint.config.js\'s HTML allow-list insert HTML; insert text.',
  },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.value=/^(innerHTML|outerHTML|srcdoc)$/]',
    message: 'HTML insertion: only the files in eslint.config.js\'s HTML allow-list insert HTML; insert text.',
  },
  {
    selector: 'CallExpression > MemberExpression.callee[property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe)$/]',
    message: 'HTML insertion: only the files in eslint.config.js\'s HTML allow-list insert HTML; insert text.',
  },
  {
    selector: 'CallExpression > MemberExpression.callee[object.name="document"][property.name=/^(write|writeln)$/]',
    message: 'document.write: build nodes instead.',
  },
  {
    // DOMParser for XML (feeds) is inert data; text/html (or a type not written out) is HTML.
    selector: 'CallExpression[callee.property.name="parseFromString"]:not([arguments.1.value=/^(application\\/xml|text\\/xml)$/])',
    message: 'HTML parsing: only the files in eslint.config.js\'s HTML allow-list parse HTML; parse XML as application/xml.',
  },
  {
    selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
    message: 'HTML insertion: render text.',
  },
];

/** The few files that insert server HTML (file → why). A new one is added here, with its reason. */
const HTML_ALLOWED = {
  // The site's on-air and upcoming blocks, fetched from the same origin and parsed inert (SPEC §7).
  'src/features/schedule-refresh/index.ts': 'parses the refreshed page (same origin) with DOMParser text/html',
  'src/features/schedule-refresh/blocks.ts': 'copies the refreshed blocks\' HTML into the page, as the theme did',
  // Boxzilla's older generation sends the box's content as HTML in its options (the site's own).
  'src/features/popups/dom.ts': 'a box\'s content from Boxzilla\'s options is the site\'s HTML',
  // Complianz's REST answers: the blocked content and the manage-consent form, from the site.
  'src/features/consent/server-html.ts': 'a consent area is the HTML the server kept back until consent; the manage-consent form is the plugin\'s HTML from the site',
  // The Newsletter plugin answers a subscription with the HTML that replaces the form.
  'src/features/newsletter/index.ts': 'the subscription reply is the site\'s HTML for the form',
  // Reads the text of an HTML fragment: the inert document is never inserted.
  'src/lib/dom.ts': 'htmlText parses inert and keeps only textContent',
};

export default defineConfig(
  {
    ignores: [
      'dist/**', 'node_modules/**', 'test-results/**', 'run/**',
      // Stand-ins for the legacy plugins' own browser scripts and for third-party pages.
      'demo/assets/**', 'demo/consent-assets/**', 'test/e2e/fixtures/**', 'test/wordpress/plugins/**', 'bench/*.js',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // As tsc's noUnusedParameters: a leading underscore names a parameter a signature needs.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Legacy contracts: wp.apiFetch rejects with `{ code, message, data }` objects (page code reads
    // `error.code`), and jQuery's Deferred (wp.ajax) fails with whatever the server answered.
    files: ['src/lib/http.ts', 'src/features/wp-util/deferred.ts'],
    rules: {
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // Test doubles: async stand-ins for promise-returning APIs, and prototypes' methods saved
    // and put back around a stub. vitest's asymmetric matchers (`expect.objectContaining`) are
    // typed `any`, and sit in the expected objects.
    files: ['test/**/*.ts', 'test/**/*.tsx'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Benchmarks: their functions run in the page (page.evaluate) as well as in Node.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    // The module boundaries (tools/eslint-rules.mjs): no import cycle, type-only imports
    // included; a feature imports no other feature's folder nor the feature list (shared code
    // lives in src/lib or src/ui; src/features/index.ts and src/packs/ list features); src/lib,
    // src/ui and src/core import no feature.
    plugins: { airlift: airliftRules },
    rules: {
      'airlift/no-cycle': 'error',
      'airlift/feature-boundaries': 'error',
      'airlift/pack-imports': 'error',
      'no-restricted-syntax': ['error', ...HTML_SINKS],
    },
  },
  {
    files: Object.keys(HTML_ALLOWED),
    rules: { 'no-restricted-syntax': 'off' },
  },
);
