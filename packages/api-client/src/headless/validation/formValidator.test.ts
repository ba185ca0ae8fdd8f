import { createFormValidator, validateForm } from './formValidator.js';
import { ValidationRuleError } from './rules.js';

const schema = {
  email: 'required|email',
  name: { rules: 'required|min:2', label: 'Your name', messages: { min: 'Too short' } },
  phone: 'required_without_all:email',
};

describe('createFormValidator', () => {
  it('shows no error before a field is left or filled', () => {
    const form = createFormValidator(schema);
    expect(form.getState().errors).toEqual({ email: null, name: null, phone: null });
    expect(form.getState().valid).toBe(false);
  });

  it('validates a field once it holds a value, and once it is left', () => {
    const form = createFormValidator(schema);
    form.setValue('email', 'nope');
    expect(form.getState().errors.email).toBe('Please enter a valid email address');
    form.blur('name');
    expect(form.getState().errors.name).toBe('Your name is required');
    form.setValue('name', 'A');
    expect(form.getState().errors.name).toBe('Too short');
    form.setValue('name', 'Ann');
    form.setValue('email', 'ann@example.com');
    expect(form.getState().errors).toEqual({ email: null, name: null, phone: null });
    expect(form.getState().valid).toBe(true);
  });

  it('clearing a filled field that was never left hides its error again', () => {
    const form = createFormValidator(schema);
    form.setValue('email', 'x');
    form.setValue('email', '');
    expect(form.getState().errors.email).toBeNull();
  });

  it('submit touches every field and reports validity', () => {
    const form = createFormValidator(schema);
    expect(form.submit()).toBe(false);
    const s = form.getState();
    expect(s.submitCount).toBe(1);
    expect(s.errors).toEqual({
      email: 'Email is required',
      name: 'Your name is required',
      phone: 'Phone is required',
    });
  });

  it('notifies subscribers, keeps state identity when nothing changes, and resets', () => {
    const form = createFormValidator(schema, { initialValues: { name: 'Bo' } });
    const listener = vi.fn();
    const off = form.subscribe(listener);
    const before = form.getState();
    form.setValue('name', 'Bo');
    expect(form.getState()).toBe(before);
    form.blur('email');
    form.blur('email');
    expect(listener).toHaveBeenCalledTimes(1);
    form.reset();
    expect(form.getState().touched).toEqual({});
    expect(form.getState().values).toEqual({ name: 'Bo' });
    off();
    form.setValue('name', 'X');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('throws on an unknown rule at creation', () => {
    expect(() => createFormValidator({ a: 'required|nope' })).toThrow(ValidationRuleError);
  });

  it('validateForm without touched treats every field as left', () => {
    expect(validateForm({ a: 'required' }, {})).toEqual({ a: 'A is required' });
    expect(validateForm({ a: 'required' }, {}, {})).toEqual({ a: null });
  });
});
