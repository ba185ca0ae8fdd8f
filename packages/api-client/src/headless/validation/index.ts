export {
  defaultValidationMessages,
  isPresent,
  parseRules,
  testRule,
  ValidationRuleError,
} from './rules.js';
export type { ParsedRule, RuleContext, ValidationMessages, ValidationRuleName } from './rules.js';
export { formatValidationMessage, humaniseFieldName, validateField } from './validateField.js';
export type { ValidateFieldOptions } from './validateField.js';
export { createFormValidator, validateForm } from './formValidator.js';
export type {
  FieldSchema,
  FormSchema,
  FormValidator,
  FormValidatorOptions,
  FormValidatorState,
  FormValues,
} from './formValidator.js';
export { isValidPublicUrl, MAX_URL_LENGTH } from './url.js';
export {
  formatIPv4,
  isPublicHost,
  isPublicIPv4,
  isPublicIPv6,
  parseIPv4,
  parseIPv6,
} from './publicHost.js';
export { hasHiddenCharacters, safeUrl } from './safeUrl.js';
