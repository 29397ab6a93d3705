// Some bundled CommonJS dependencies (the Google Cloud SDK's google-gax among
// them) read the free variable __dirname, which ESM output does not define.
// This module is imported first by the bundle entry so it runs before any of them.
const globals = globalThis as { __dirname?: string; __filename?: string };
globals.__dirname ??= import.meta.dirname;
globals.__filename ??= import.meta.filename;
