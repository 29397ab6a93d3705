// Type-aware rules catch what tests rarely do here: a forgotten await on an
// upload or a signal handler silently drops work.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'bench/.work/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    // Files of one job and functions that fit on a screen (docs/architecture.md).
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', 300],
      'max-lines-per-function': ['error', 60],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'Buffer', 'performance', 'setInterval', 'clearInterval'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
  },
);
