import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one rule of direction: reference → console → {ui, api} → core, and the
 * server → api → core. core imports nothing (no package, no other workspace
 * code); ui never imports api or console; api never imports React; console
 * never imports a router, core directly, or the reference app. Relative paths
 * that climb into another package are caught as well as package names.
 */
const reactModules = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'styled-components',
  'react-aria-components',
  '@tanstack/react-*',
  '@monaco-editor/react',
  'react-hook-form',
  '@floating-ui/react',
];
const restrict = (rules) => ({ 'no-restricted-imports': ['error', { patterns: rules }] });
const forbid = (group, message) => ({ group, message });
const forbidRegex = (regex, message) => ({ regex, message });

export const importDirection = [
  {
    files: ['packages/core/src/**/*.{ts,tsx}'],
    // Tests may import their runner; the shipped modules may not import anything.
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: restrict([
      forbidRegex('^(?!\\.)', 'core imports nothing: no packages, no React, none of our other packages.'),
      forbidRegex(
        '^\\.\\./\\.\\./\\.\\.|(^|/)(api|ui|console|reference)/(src|server)(/|$)',
        'core must not reach out of its own folder.',
      ),
    ]),
  },
  {
    files: ['packages/api/src/**/*.{ts,tsx}'],
    rules: restrict([
      forbid(reactModules, 'api is framework-free: it must not import React or React libraries.'),
      forbid(
        ['@mission-control/ui', '@mission-control/ui/*', '@mission-control/console', '@mission-control/console/*'],
        'api must not import ui or console.',
      ),
      forbidRegex(
        '(^|/)(core|ui|console|reference)/(src|server)(/|$)',
        'api must not reach into another package by path.',
      ),
    ]),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: restrict([
      forbid(
        ['@mission-control/api', '@mission-control/api/*', '@mission-control/console', '@mission-control/console/*'],
        'ui must not import api or console.',
      ),
      forbidRegex(
        '(^|/)(core|api|console|reference)/(src|server)(/|$)',
        'ui must not reach into another package by path.',
      ),
    ]),
  },
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    rules: restrict([
      forbid(
        ['react-router', 'react-router/*', 'react-router-dom'],
        'console widgets use the router adapter from ConsoleProvider, never a router.',
      ),
      forbidRegex(
        '(^|/)(core|api|ui)/src(/|$)',
        'console imports @mission-control/api and @mission-control/ui by package name.',
      ),
      forbid(
        ['@mission-control/core', '@mission-control/core/*'],
        'console reads core through @mission-control/api or @mission-control/ui (console → {ui, api} → core).',
      ),
      forbidRegex(
        '(^|/)reference/(src|server)(/|$)|^@mission-control/reference',
        'console must not import the reference app.',
      ),
    ]),
  },
  {
    // The console builds on its own kit: ui's Select and Tabs carry the keyboard,
    // labelling and portal behaviour that hand-made controls keep getting wrong.
    files: ['packages/console/src/**/*.tsx'],
    ignores: ['packages/console/src/**/*.test.tsx', 'packages/console/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='select']",
          message: 'console uses Select from @mission-control/ui, not a native <select>.',
        },
        {
          selector: "JSXAttribute[name.name='role'][value.value=/^tab(list|panel)?$/]",
          message: 'console uses Tabs, TabList, Tab and TabPanel from @mission-control/ui, not a hand-made tab list.',
        },
      ],
    },
  },
  {
    files: ['apps/reference/**/*.{ts,tsx}'],
    rules: restrict([
      forbidRegex('(^|/)packages/(core|api|ui|console)/', 'the reference app imports packages by name.'),
      forbid(
        ['@mission-control/core', '@mission-control/core/*'],
        'the reference app (and its server) reads core through @mission-control/api (server → api → core).',
      ),
    ]),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Server start-up, scripts and benchmarks print to the terminal on purpose.
    files: ['apps/reference/server/**', 'apps/reference/e2e/**', 'bench/**', 'scripts/**', 'config/**'],
    rules: { 'no-console': 'off' },
  },
  ...importDirection,
);
