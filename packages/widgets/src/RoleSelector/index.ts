export { RoleSelector, roleSelectorCss } from './RoleSelector.js';
export type { RoleSelectorProps } from './RoleSelector.js';
