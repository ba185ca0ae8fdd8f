export { Markdown, markdownCss, loadMarkdownSanitizer } from './Markdown.js';
export type { MarkdownProps, MarkdownSanitizer } from './Markdown.js';
export { safeUrl } from './safeUrl.js';
