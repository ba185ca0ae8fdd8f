/**
 * `@volunteerkit/widgets/portal`: the portal building blocks (spec 2.6) without the
 * residential widgets.
 *
 * @module
 */
'use client';

export * from '../PageHeading/index.js';
export * from '../DateTextInput/index.js';
export * from '../TimePicker/index.js';
export * from '../TimezonePicker/index.js';
export * from '../TeamTreeSelector/index.js';
export * from '../RoleSelector/index.js';
export * from '../TeamNameLink/index.js';
export * from '../Toaster/index.js';
export * from '../SaveButton/index.js';
export * from '../TwoStepDeleteButton/index.js';
export * from '../CookieSettings/index.js';
export * from '../useForm/index.js';
export {
  defaultPortalMessages,
  fillMessage,
  resolvePortalMessages,
  usePortalMessages,
} from '../messages/portal.js';
export type { PortalMessages } from '../messages/portal.js';

import { pageHeadingCss } from '../PageHeading/PageHeading.js';
import { floatingCss } from '../PageHeading/floating.js';
import { fieldCss } from '../DateTextInput/DateTextInput.js';
import { timePickerCss } from '../TimePicker/TimePicker.js';
import { timezonePickerCss } from '../TimezonePicker/TimezonePicker.js';
import { virtualTreeCss } from '../TeamTreeSelector/VirtualTree.js';
import { teamTreeSelectorCss } from '../TeamTreeSelector/TeamTreeSelector.js';
import { roleSelectorCss } from '../RoleSelector/RoleSelector.js';
import { toasterCss } from '../Toaster/Toaster.js';
import { saveButtonCss } from '../SaveButton/SaveButton.js';
import { twoStepDeleteButtonCss } from '../TwoStepDeleteButton/TwoStepDeleteButton.js';
import { cookieSettingsCss } from '../CookieSettings/CookieSettings.js';

/**
 * Every style of the portal building blocks in one string (class prefix `vk-`, theme
 * through `--vk-*` custom properties). Add it once, e.g. in a `<style>` element or a
 * constructed stylesheet, together with `themeTokensCss`.
 */
export const portalBlocksCss = [
  saveButtonCss,
  fieldCss,
  floatingCss,
  pageHeadingCss,
  timePickerCss,
  timezonePickerCss,
  virtualTreeCss,
  teamTreeSelectorCss,
  roleSelectorCss,
  toasterCss,
  twoStepDeleteButtonCss,
  cookieSettingsCss,
].join('\n');
