import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Board } from './Board.js';
import { groupCards } from './board.js';

interface Card {
  id: number;
  name: string;
  column: string;
}
const COLUMNS = [
  { key: 'a', label: 'Applied' },
  { key: 'b', label: 'Screening' },
  { key: 'c', label: 'Interview' },
];

/** A board whose moves are applied to local state (as the screens do after the read-back). */
function Harness({ onMove }: { onMove: (card: Card, to: string) => void }) {
  const [cards, setCards] = useState<Card[]>([
    { id: 1, name: 'Ann', column: 'a' },
    { id: 2, name: 'Ben', column: 'a' },
    { id: 3, name: 'Cat', column: 'c' },
  ]);
  const board = groupCards(
    cards,
    COLUMNS,
    (c) => c.column,
    (x, y) => x.id - y.id,
  );
  return (
    <Board
      label="Test board"
      columns={board.columns}
      idOf={(c) => String(c.id)}
      titleOf={(c) => c.name}
      canMove={(c) => c.name !== 'Cat'}
      emptyColumn="Nothing here."
      renderCard={() => null}
      onMove={async (card, to) => {
        onMove(card, to);
        setCards((list) => list.map((c) => (c.id === card.id ? { ...c, column: to } : c)));
        await Promise.resolve();
      }}
    />
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const columnOf = (name: string) =>
  card(name)
    .closest('section')!
    .querySelector('h2')!
    .textContent!.replace(/ \(\d+\)$/, '');

describe('Board', () => {
  test('one tab stop: the first card; its buttons follow it', () => {
    render(<Harness onMove={() => {}} />);
    expect(card('Ann').tabIndex).toBe(0);
    expect(card('Ben').tabIndex).toBe(-1);
    expect(within(card('Ben')).getByRole('button', { name: 'Move Ben to…' }).tabIndex).toBe(-1);
    expect(screen.getByText('Nothing here.')).toBeTruthy();
  });

  test('arrow keys move focus between cards and columns', () => {
    render(<Harness onMove={() => {}} />);
    card('Ann').focus();
    fireEvent.keyDown(card('Ann'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card('Ben'));
    expect(card('Ben').tabIndex).toBe(0);
    fireEvent.keyDown(card('Ben'), { key: 'ArrowRight' }); // skips the empty column
    expect(document.activeElement).toBe(card('Cat'));
    fireEvent.keyDown(card('Cat'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card('Ann'));
  });

  test('Shift+Right and Shift+End move the focused card; focus stays on it', async () => {
    const moves: string[] = [];
    render(<Harness onMove={(c, to) => moves.push(`${c.name}->${to}`)} />);
    card('Ann').focus();
    await act(async () => {
      fireEvent.keyDown(card('Ann'), { key: 'ArrowRight', shiftKey: true });
    });
    expect(columnOf('Ann')).toBe('Screening');
    expect(document.activeElement).toBe(card('Ann'));
    await act(async () => {
      fireEvent.keyDown(card('Ann'), { key: 'End', shiftKey: true });
    });
    expect(columnOf('Ann')).toBe('Interview');
    // At the last column Shift+Right does nothing; a card that may not move stays.
    await act(async () => {
      fireEvent.keyDown(card('Ann'), { key: 'ArrowRight', shiftKey: true });
      fireEvent.keyDown(card('Cat'), { key: 'ArrowLeft', shiftKey: true });
    });
    expect(moves).toEqual(['Ann->b', 'Ann->c']);
  });

  test('the "Move to…" menu lists the other columns and moves by keyboard', async () => {
    const moves: string[] = [];
    render(<Harness onMove={(c, to) => moves.push(`${c.name}->${to}`)} />);
    const button = within(card('Ben')).getByRole('button', { name: 'Move Ben to…' });
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Move Ben to' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Screening', 'Interview']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[1]);
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Enter' });
    });
    expect(moves).toEqual(['Ben->c']);
    expect(columnOf('Ben')).toBe('Interview');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('Escape closes the menu and returns focus to its button', () => {
    render(<Harness onMove={() => {}} />);
    const button = within(card('Ann')).getByRole('button', { name: 'Move Ann to…' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
