import { render } from '@testing-library/react';
import { SECTION_ICONS, SectionMark } from './sectionIcons.js';

describe('SectionMark', () => {
  it('draws the section icon, hidden from screen readers (the label stays the name)', () => {
    const { container } = render(<SectionMark id="people" short="Pe" />);
    const mark = container.querySelector('.vkp-section-mark')!;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.querySelector('svg')).not.toBeNull();
    expect(mark.textContent).toBe('');
  });

  it('keeps the two letters for a section without an icon', () => {
    const { container } = render(<SectionMark id="something-new" short="Sn" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('Sn');
  });

  it('has an icon for every section of the staff navigation', () => {
    for (const id of ['home', 'people', 'rotas', 'expenses', 'settings', 'own'])
      expect(SECTION_ICONS[id], id).toBeDefined();
  });
});
