import { render } from '@testing-library/react';
import { placeholderWords, templateText, WithPlaceholders } from './placeholders.js';

describe('message placeholders in words (issue 46)', () => {
  it('shows each placeholder as a token in words, never the syntax', () => {
    const { container } = render(<WithPlaceholders text="Hello {first_name} of {organisation}" />);
    expect(container.textContent).toBe('Hello the person’s first name of organisation name');
    expect(container.querySelectorAll('.vkp-token')).toHaveLength(2);
    expect(container.textContent).not.toMatch(/\{\w+\}/);
  });

  it('writes a sentence with the placeholders in words', () => {
    expect(placeholderWords('Thank you, {first_name} {last_name}')).toBe(
      'Thank you, ‹first name› ‹last name›',
    );
    expect(placeholderWords('{unknown} stays')).toBe('{unknown} stays');
  });

  it('keeps placeholders intact through the markdown-to-text of a table cell', () => {
    expect(templateText('**Hello** {first_name} and {last_name}')).toBe(
      'Hello {first_name} and {last_name}',
    );
  });
});
