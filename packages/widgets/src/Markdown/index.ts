export { Markdown, markdownCss, loadMarkdownRenderer } from './Markdown.js';
export type { MarkdownProps, MarkdownRenderer } from './Markdown.js';
export { safeUrl } from './safeUrl.js';
