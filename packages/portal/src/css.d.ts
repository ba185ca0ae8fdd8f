// The portal's screens import their stylesheets for Vite to bundle (`import './x.css'`).
// TypeScript 7 checks side-effect imports (noUncheckedSideEffectImports); this says a
// stylesheet is a module with no exports.
declare module '*.css';
