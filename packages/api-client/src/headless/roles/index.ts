export {
  createRoleSelectorController,
  groupRoles,
  isInactiveRole,
  ROLE_GROUP_HEADINGS,
  ROLE_TYPES,
} from './roles.js';
export type {
  Role,
  RoleFamilyItem,
  RoleId,
  RoleRow,
  RoleSelectorController,
  RoleSelectorOptions,
  RoleSelectorState,
  RoleTreeNode,
  RoleType,
} from './roles.js';
