import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs.js';

const TABS = [
  { id: 'details', label: 'Details', content: <p>Details panel</p> },
  { id: 'notes', label: 'Notes', content: <p>Notes panel</p> },
  { id: 'history', label: 'History', content: <p>History panel</p> },
];

describe('Tabs', () => {
  it('renders the WAI-ARIA tabs pattern with one tab stop', () => {
    render(<Tabs label="Record" tabs={TABS} />);
    const list = screen.getByRole('tablist', { name: 'Record' });
    const tabs = screen.getAllByRole('tab');
    expect(list.contains(tabs[0]!)).toBe(true);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Details panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
  });

  it.each([
    ['ArrowRight', 0, 'Notes'],
    ['ArrowLeft', 0, 'History'],
    ['End', 0, 'History'],
    ['Home', 2, 'Details'],
    ['ArrowRight', 2, 'Details'],
  ])('%s from tab %i selects and focuses %s', (key, start, want) => {
    render(<Tabs label="Record" tabs={TABS} />);
    fireEvent.click(screen.getAllByRole('tab')[start]!);
    fireEvent.keyDown(screen.getAllByRole('tab')[start]!, { key });
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toContain(want);
    expect(document.activeElement).toBe(selected);
    expect(screen.getByRole('tabpanel').textContent).toContain(`${want} panel`);
  });

  it('ignores other keys', () => {
    render(<Tabs label="Record" tabs={TABS} />);
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Details');
  });

  it('follows a controlled selection', () => {
    function Controlled() {
      const [id, setId] = useState('notes');
      return (
        <>
          <Tabs label="Record" tabs={TABS} selectedId={id} onSelect={setId} />
          <output>{id}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Notes');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('status').textContent).toContain('history');
    expect(screen.getByRole('tabpanel').textContent).toContain('History panel');
  });

  it('moves from the focused tab while a controlled parent has not re-rendered yet', () => {
    // A parent that keeps the tab in the URL renders each move later (a router transition):
    // the second key must move on from the tab the first key focused.
    const onSelect = vi.fn();
    render(<Tabs label="Record" tabs={TABS} selectedId="notes" onSelect={onSelect} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Notes' }), { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('history');
    expect(document.activeElement?.textContent).toBe('History');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('details');
  });
});
