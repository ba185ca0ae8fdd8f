export { Markdown, markdownCss } from './Markdown.js';
export type { MarkdownProps } from './Markdown.js';
export { markdownToSafeHtml, safeUrl, canSanitize, MARKDOWN_ALLOWED_TAGS } from './sanitize.js';
