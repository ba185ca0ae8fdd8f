// Peer: markdown to sanitised HTML (what an opportunity card's short advert needs).
import DOMPurify from 'dompurify';
import { marked } from 'marked';

export const renderMarkdown = (md) => DOMPurify.sanitize(marked.parse(md, { async: false }));
