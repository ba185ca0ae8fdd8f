// Diversity questions and answers as the form reads them (issue 49).
import { expect, it } from 'vitest';
import { answerOf, DECLINED, readAnswers, readQuestions, selectValue } from './diversity.js';

const questions = readQuestions(
  {
    data: [
      { id: 2, category_id: 2, question: 'What is your gender?', options: ['Woman', 'Man'] },
      { id: 9, category_id: 9, question: 'No category', options: ['A'] },
      { id: 3, category_id: 3, question: 'Empty', options: [] },
    ],
  },
  {
    data: [
      { id: 2, name: 'Gender' },
      { id: 3, name: 'Ethnicity' },
    ],
  },
);

it('reads the questions with their category key, leaving out unusable ones', () => {
  expect(questions).toEqual([
    {
      id: '2',
      key: 'gender',
      category: 'Gender',
      question: 'What is your gender?',
      options: ['Woman', 'Man'],
    },
  ]);
});

it('reads answers and declined questions, and drops what is not a choice', () => {
  expect(readAnswers({ data: { gender: 'Woman' } }, questions)).toEqual({ gender: 'Woman' });
  expect(readAnswers({ data: { gender: null } }, questions)).toEqual({ gender: null });
  expect(readAnswers({ data: { gender: 'Martian' } }, questions)).toEqual({});
  expect(readAnswers({ data: [] }, questions)).toEqual({});
});

it('maps answers to the select and back', () => {
  expect(selectValue(null)).toBe(DECLINED);
  expect(selectValue(undefined)).toBe('');
  expect(selectValue('Woman')).toBe('Woman');
  expect(answerOf(DECLINED)).toBeNull();
  expect(answerOf('')).toBeUndefined();
  expect(answerOf('Man')).toBe('Man');
});
