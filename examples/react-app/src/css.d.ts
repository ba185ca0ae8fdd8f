// The example imports its stylesheet for Vite to bundle; a stylesheet is a module with no exports.
declare module '*.css';
