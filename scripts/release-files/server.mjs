// Starts Parenthèse from its release package: the API (migrations at start) and the web app, on PORT
// (3000). PGlite in ./data unless DATA_DIR or DATABASE_URL says otherwise (docs/deploy.md).
// Source maps are not loaded at start (a third of a second); NODE_OPTIONS=--enable-source-maps maps
// stack traces to the TypeScript sources.
process.env.NODE_ENV ??= 'production';
await import('./apps/api/dist/main.js');
